import { expect, test, type Page } from "@playwright/test";
import { THEMES } from "../src/themes/themes";
import type { Finding } from "./api";

// The built @casino/ui as a site gets it (see consumer/main.tsx), in Chromium, in every theme.
// The page's clock is pinned, so countdowns and dates render the same on every run.
const PINNED_NOW = new Date("2026-03-04T10:15:00Z");
const PHONE = { width: 390, height: 844 };

async function openConsumerPage(page: Page, theme: string): Promise<string[]> {
  await page.clock.setFixedTime(PINNED_NOW);
  await page.goto(`/?theme=${theme}`);
  await page.waitForFunction(() => window.casinoConsumer !== undefined);
  const ids = await page.evaluate(() => window.casinoConsumer?.ids ?? []);
  expect(ids.length).toBeGreaterThan(50);
  return ids;
}

type Check = "dialogs" | "opaque-dialogs" | "targets" | "contrast" | "cookie";

/** Mounts each story in turn and runs one check on it; returns the findings and how much was checked. */
async function checkStories(page: Page, ids: string[], check: Check, primaryMin = 24) {
  return page.evaluate(
    async ({ ids, check, primaryMin }) => {
      const consumer = window.casinoConsumer;
      if (!consumer) throw new Error("the consumer page did not start");
      const findings: Finding[] = [];
      const checked: string[] = [];
      for (const id of ids) {
        await consumer.mount(id);
        const result =
          check === "dialogs" || check === "opaque-dialogs"
            ? { ...consumer.checkDialogs(id, { opaqueBackdrop: check === "opaque-dialogs" }), count: "dialogs" }
            : check === "targets"
              ? { ...consumer.checkTargets(id, primaryMin), count: "targets" }
              : check === "contrast"
                ? { ...consumer.checkContrast(id), count: "texts" }
                : { ...consumer.checkCookieBanner(id), count: "banners" };
        const count = Object.entries(result).find(([key]) => key === result.count)?.[1];
        if (typeof count === "number" && count > 0) checked.push(id);
        findings.push(...result.findings);
      }
      consumer.unmount();
      return { findings, checked };
    },
    { ids, check, primaryMin },
  );
}

const MODAL_STORIES = [
  "Primitives/Modal/Open",
  "Primitives/Modal/WithBody",
  "Screens/DepositOutcomeModal/Failed",
  "Screens/ThreeDsSuccessModal/Open",
  "Screens/PromotionsCalendarModal/Today",
  "Screens/RakebackCalendar/ClaimSucceeded",
  "Screens/LoginModal/ServerError",
  "Screens/SessionAlert/ConcurrentSession",
  "Screens/InactivityWarning/OneMinuteLeft",
  "Screens/SwitchAccountModal/Asking",
];
const RESTRICTED_STORIES = [
  "Screens/RestrictedCountryOverlay/Blocked",
  "Screens/RestrictedCountryOverlay/Verifying",
  "Screens/RestrictedCountryOverlay/VerifyFailed",
];

for (const theme of THEMES) {
  test.describe(`theme ${theme}`, () => {
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      test(`every modal is fixed above the page over a backdrop that covers the viewport (${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const ids = (await openConsumerPage(page, theme)).filter((id) => !RESTRICTED_STORIES.includes(id));
        const { findings, checked } = await checkStories(page, ids, "dialogs");
        expect(checked).toEqual(expect.arrayContaining(MODAL_STORIES));
        expect(findings).toEqual([]);
      });
    }

    test("the restricted-country overlay hides the whole page behind an opaque layer", async ({ page }) => {
      for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
        await page.setViewportSize(viewport);
        await openConsumerPage(page, theme);
        const { findings, checked } = await checkStories(page, RESTRICTED_STORIES, "opaque-dialogs");
        expect(checked).toEqual(RESTRICTED_STORIES);
        expect(findings).toEqual([]);
      }
    });

    test("every button and link is at least 24×24 px, and primary actions 44×44 on a phone", async ({ page }) => {
      await page.setViewportSize(PHONE);
      const phone = await checkStories(page, await openConsumerPage(page, theme), "targets", 44);
      expect(phone.checked.length).toBeGreaterThan(40);
      expect(phone.findings).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      const desktop = await checkStories(page, await openConsumerPage(page, theme), "targets");
      expect(desktop.findings).toEqual([]);
    });

    test("the cookie notice is a fixed banner at the bottom of the viewport", async ({ page }) => {
      for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
        await page.setViewportSize(viewport);
        await openConsumerPage(page, theme);
        const { findings, checked } = await checkStories(page, ["Screens/CookieNotice/Shown"], "cookie");
        expect(checked).toEqual(["Screens/CookieNotice/Shown"]);
        expect(findings).toEqual([]);
      }
    });

    test("body and button text keep 4.5:1 against the background they are drawn on", async ({ page }) => {
      const ids = await openConsumerPage(page, theme);
      const { findings, checked } = await checkStories(page, ids, "contrast");
      expect(checked.length).toBeGreaterThan(50);
      expect(findings).toEqual([]);
    });
  });
}
