import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe on the page as it is now and fails with the rules that were broken (QUALITY.md "Accessibility"). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // On a soft navigation Next streams the page's title after its content (vercel/next.js#83017),
  // so the document is untitled for a moment; axe checks the page once its title is in. A page
  // that never gets one still fails here.
  await expect.poll(() => page.title(), { message: "the page has a title" }).not.toBe("");
  // A modal or drawer that has just opened is still fading in: axe would read its half-transparent
  // text as low contrast (a clean-clone run once failed the deposit success modal so). Wait, a few
  // seconds at most, for the running finite animations to end; the page's clock is Playwright's, so
  // the wait is counted here rather than with the page's timers. axe then runs either way.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
              ).length,
        ),
      { timeout: 3_000 },
    )
    .toBe(0)
    .catch(() => undefined);
  // Only the violations are read, so axe gathers no others; and it runs in the page itself (legacy
  // mode) instead of gathering each frame's results in a blank page it opens for every check. Same
  // rules, same findings on our pages; together 3.4 → 0.7 CPU-seconds a check on the lobby, over 160
  // checks in the journeys (docs/testing.md, "What makes it fast"). The one frame this skips is
  // cross-origin: a game's, which is its provider's page, not ours.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}
