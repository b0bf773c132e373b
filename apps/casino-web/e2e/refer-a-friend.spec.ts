import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

test("a player finds their referral link in the account menu, copies it, and sees what it brought", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "depositor@demo.casino"));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Refer a friend" }).click();
  await expect(page).toHaveURL(/\/profile\/refer-a-friend$/);
  await expect(page.getByRole("heading", { level: 1, name: "Refer a friend" })).toBeVisible();

  // The sign-up page with the player's code as the affiliate token the campaign capture keeps.
  const link = page.getByRole("textbox", { name: "Your referral link" });
  await expect(link).toHaveValue(`${baseURL ?? ""}/register?nxafk=DEMO2`);
  await expect(page.getByLabel("Your referrals")).toHaveText("Visits12Sign-ups1Rewards (approximate)≈ €5.00");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "copied" })).toHaveText("Link copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL ?? ""}/register?nxafk=DEMO2`);

  // A friend following it lands on the sign-up page, and the token is kept for their sign-up.
  const friend = await context.browser()?.newContext({ baseURL });
  if (!friend) throw new Error("no browser to open the friend's page in");
  const friendPage = await friend.newPage();
  await friendPage.goto(await link.inputValue());
  await expect(friendPage.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect.poll(() => friendPage.evaluate(() => localStorage.getItem("affiliateToken"))).toContain("DEMO2");
  await friend.close();
});
