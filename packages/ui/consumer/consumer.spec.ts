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
type Outcome = { findings: Finding[]; checked: string[] };
/** Which stories each check looks at; a story is mounted once and every check that names it runs on it. */
type Plan = Partial<Record<Check, string[]>>;

/** Mounts each story of the plan once and runs its checks on it: the findings and what was checked, per check. */
async function survey(page: Page, plan: Plan, primaryMin: number): Promise<Partial<Record<Check, Outcome>>> {
  return page.evaluate(
    async ({ plan, primaryMin }) => {
      const consumer = window.casinoConsumer;
      if (!consumer) throw new Error("the consumer page did not start");
      const checks = Object.keys(plan) as Check[];
      const outcomes: Partial<Record<Check, Outcome>> = {};
      for (const check of checks) outcomes[check] = { findings: [], checked: [] };
      const ids = [...new Set(checks.flatMap((check) => plan[check] ?? []))];
      for (const id of ids) {
        await consumer.mount(id);
        for (const check of checks) {
          const outcome = outcomes[check];
          if (!outcome || !plan[check]?.includes(id)) continue;
          const { count, findings } =
            check === "dialogs" || check === "opaque-dialogs"
              ? consumer.checkDialogs(id, { opaqueBackdrop: check === "opaque-dialogs" })
              : check === "targets"
                ? consumer.checkTargets(id, primaryMin)
                : check === "contrast"
                  ? consumer.checkContrast(id)
                  : consumer.checkCookieBanner(id);
          if (count > 0) outcome.checked.push(id);
          outcome.findings.push(...findings);
        }
      }
      consumer.unmount();
      return outcomes;
    },
    { plan, primaryMin },
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

const COOKIE_STORY = "Screens/CookieNotice/Shown";
const DESKTOP = { width: 1280, height: 800 };

for (const theme of THEMES) {
  test.describe(`theme ${theme}`, () => {
    // Mounting every story costs most of the time: each viewport mounts each story once, and the
    // tests below read their own check's outcome from that pass.
    const surveys = new Map<"desktop" | "phone", Partial<Record<Check, Outcome>>>();
    const outcome = (viewport: "desktop" | "phone", check: Check): Outcome => {
      const found = surveys.get(viewport)?.[check];
      if (!found) throw new Error(`no ${check} survey at ${viewport}`);
      return found;
    };
    test.describe.configure({ mode: "serial" });

    test.beforeAll(async ({ browser }, testInfo) => {
      testInfo.setTimeout(600_000);
      for (const [name, viewport] of [
        ["desktop", DESKTOP],
        ["phone", PHONE],
      ] as const) {
        const page = await browser.newPage({ viewport, baseURL: testInfo.project.use.baseURL });
        const ids = await openConsumerPage(page, theme);
        const plan: Plan = {
          dialogs: ids.filter((id) => !RESTRICTED_STORIES.includes(id)),
          "opaque-dialogs": RESTRICTED_STORIES,
          targets: ids,
          cookie: [COOKIE_STORY],
          ...(name === "desktop" ? { contrast: ids } : {}),
        };
        surveys.set(name, await survey(page, plan, name === "phone" ? 44 : 24));
        await page.close();
      }
    });

    for (const viewport of ["desktop", "phone"] as const) {
      test(`every modal is fixed above the page over a backdrop that covers the viewport (${viewport === "desktop" ? DESKTOP.width : PHONE.width} px)`, () => {
        const { findings, checked } = outcome(viewport, "dialogs");
        expect(checked).toEqual(expect.arrayContaining(MODAL_STORIES));
        expect(findings).toEqual([]);
      });
    }

    test("the restricted-country overlay hides the whole page behind an opaque layer", () => {
      for (const viewport of ["desktop", "phone"] as const) {
        const { findings, checked } = outcome(viewport, "opaque-dialogs");
        expect(checked).toEqual(RESTRICTED_STORIES);
        expect(findings).toEqual([]);
      }
    });

    test("every button and link is at least 24×24 px, and primary actions 44×44 on a phone", () => {
      const phone = outcome("phone", "targets");
      expect(phone.checked.length).toBeGreaterThan(40);
      expect(phone.findings).toEqual([]);
      expect(outcome("desktop", "targets").findings).toEqual([]);
    });

    test("the cookie notice is a fixed banner at the bottom of the viewport", () => {
      for (const viewport of ["desktop", "phone"] as const) {
        const { findings, checked } = outcome(viewport, "cookie");
        expect(checked).toEqual([COOKIE_STORY]);
        expect(findings).toEqual([]);
      }
    });

    test("body and button text keep 4.5:1 against the background they are drawn on", () => {
      const { findings, checked } = outcome("desktop", "contrast");
      expect(checked.length).toBeGreaterThan(50);
      expect(findings).toEqual([]);
    });
  });
}
