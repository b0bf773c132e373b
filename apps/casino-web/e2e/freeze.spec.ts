import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { REFERENCE_API_URL, demoPlayerToken } from "./reference-api";
import { newPlayer } from "./safety-players";
import { acceptCookieNotice, markServerDrawn, signInWithCookie, waitForServerDrawnParts } from "./session";

// Each journey signs a player up and in twice (scrypt on the reference API): slow on a shared machine.
test.slow();

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

/** The player's userLimit as the back end has it, read with a fresh sign-in. */
async function userLimitOf(request: Parameters<typeof demoPlayerToken>[0], email: string) {
  const token = await demoPlayerToken(request, email);
  const response = await request.get(`${REFERENCE_API_URL}/api/user/get-user-details`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { getUser: { userLimit: unknown } } }).data.getUser.userLimit;
}

test("the server draws the freeze form with the page, and the browser keeps it once its code is there", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const player = await newPlayer(request, "freeze-drawn");
  await signInWithCookie(context, baseURL, player.token);
  await markServerDrawn(page, ".casino-RadioGroup-group");
  await page.goto("/profile2/freeze-account");
  await waitForServerDrawnParts(page);
  // Once the server has loaded the part's module, the page's HTML holds the form: its first paint
  // waits for no script (docs/performance.md, "Signed-in pages drawn on the server").
  const html = await (await context.request.get("/profile2/freeze-account")).text();
  expect(html).toContain(">10 days</label>");
  const section = page.getByRole("region", { name: "Freeze account" });
  await section.getByRole("radio", { name: "3 days" }).click();
  await expect(section.getByRole("radio", { name: "3 days" })).toBeChecked();
  await expect(page.locator(".casino-RadioGroup-group").first()).toHaveAttribute("data-from-server", "yes");
  await expectNoAxeViolations(page);
});

test("a player freezes the account for 10 days after a confirm that says until when, and is signed out", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const player = await newPlayer(request, "freeze");
  await signInWithCookie(context, baseURL, player.token);
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  await page.getByRole("main").getByRole("link", { name: "Freeze account" }).click();
  await expect(page).toHaveURL(/\/profile2\/freeze-account$/);
  await expect(page.getByRole("heading", { name: "Freeze account", level: 1 })).toBeVisible();

  const section = page.getByRole("region", { name: "Freeze account" });
  await expect(section.getByRole("radio")).toHaveCount(5, { timeout: 20_000 });
  for (const name of ["1 day", "3 days", "7 days", "10 days", "1 week"])
    await expect(section.getByRole("radio", { name })).toBeVisible();
  await section.getByRole("radio", { name: "10 days" }).click();
  await section.getByRole("button", { name: "Continue" }).click();
  const dialog = page.getByRole("dialog", { name: "Freeze your account?" });
  await expect(dialog).toContainText(/Your account will be frozen until December 3, 2026 at 12:0\d PM\./);
  await expect(dialog).toContainText("You can still withdraw your balance, but not deposit, play or take bonuses.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Freeze my account" }).click();

  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await userLimitOf(request, player.email)).toMatchObject({
    exclusionKind: "freeze",
    // The instant it ends: ten days on at the same minute, not the end of the tenth day.
    selfExclusion: expect.stringMatching(/^2026-12-03T12:0\d:00\.000Z$/),
  });
});

test("a player takes a two-week time-out on the limits page, separate from self-exclusion", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const player = await newPlayer(request, "time-out");
  await signInWithCookie(context, baseURL, player.token);
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const section = page.getByRole("region", { name: "Time-out" });
  await expect(section.getByRole("radio")).toHaveCount(6, { timeout: 20_000 });
  for (const name of ["24 hours", "3 days", "1 week", "2 weeks", "4 weeks", "6 weeks"])
    await expect(section.getByRole("radio", { name })).toBeVisible();
  // The default market has no one-tap lock.
  await expect(page.getByRole("button", { name: "Lock my account for 24 hours" })).toHaveCount(0);
  await section.getByRole("radio", { name: "2 weeks" }).click();
  await section.getByRole("button", { name: "Continue" }).click();
  const dialog = page.getByRole("dialog", { name: "Take a time-out?" });
  await expect(dialog).toContainText(/Your time-out lasts until December 7, 2026 at 12:0\d PM\./);
  await dialog.getByRole("button", { name: "Take a time-out" }).click();

  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await userLimitOf(request, player.email)).toMatchObject({
    exclusionKind: "time-out",
    selfExclusion: expect.stringMatching(/^2026-12-07T12:0\d:00\.000Z$/),
  });
});
