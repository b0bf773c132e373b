import { expect, test } from "./fixtures";

// The two tests run in this order in one worker, which keeps one browser context for both
// (playwright.config.ts): the second finds nothing the first left (docs/testing.md).

/** What the first test's console listener heard. */
const heardByTheFirstTestsListener: string[] = [];

test("a journey leaves storage, cookies, a listener, a phone viewport, motion and a permission behind", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/promotions");
  await page.evaluate(() => {
    sessionStorage.setItem("left-behind", "session");
    localStorage.setItem("left-behind", "local");
  });
  await context.addCookies([{ name: "left-behind", value: "cookie", url: baseURL ?? "" }]);
  page.on("console", (message) => heardByTheFirstTestsListener.push(message.text()));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await context.grantPermissions(["clipboard-read", "geolocation"]);
  await context.setGeolocation({ latitude: 52.52, longitude: 13.4 });
});

test("the next journey in the worker starts with none of it", async ({ page, context }) => {
  await page.goto("/promotions");
  const state = await page.evaluate(async () => ({
    session: sessionStorage.getItem("left-behind"),
    local: localStorage.getItem("left-behind"),
    width: innerWidth,
    reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
    clipboard: (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state,
    geolocation: (await navigator.permissions.query({ name: "geolocation" })).state,
  }));
  expect(state).toEqual({
    session: null,
    local: null,
    width: 1280,
    reducedMotion: true,
    clipboard: "prompt",
    geolocation: "prompt",
  });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("left-behind");
  await page.evaluate(() => {
    console.info("said in the second test");
  });
  expect(heardByTheFirstTestsListener).not.toContain("said in the second test");
});
