import { expect, test } from "./fixtures";
import { demoPlayerToken, playRound } from "./reference-api";
import { SECOND_INSTANCE_URL } from "./site-servers";
import { logInThroughModal, sessionCookie, signInWithCookie, waitForSessionServices } from "./session";

// A player no other journey uses: its balance moves here.
const PLAYER = "crypto@demo.casino";

test("two instances of the site behind one back end serve the same player alike, and a logout on one ends the session on both", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto("/?modal=login");
  await logInThroughModal(page, PLAYER);
  const balance = page.getByRole("banner").locator("[aria-live='polite']");
  await expect(balance).toBeVisible();
  const before = await balance.textContent();
  const session = await sessionCookie(context);
  expect(session).toBeDefined();

  // The cookie belongs to the host, not the port: the other instance sees the same sign-in.
  const other = await context.newPage();
  await other.goto(`${SECOND_INSTANCE_URL}/cashback`);
  const otherBalance = other.getByRole("banner").locator("[aria-live='polite']");
  await expect(otherBalance).toHaveText(before ?? "");

  // Money moves in the back end; each instance shows it on its next page, neither from a cache of its own.
  await playRound(request, await demoPlayerToken(request, PLAYER), { amount: 0.001, winAmount: 0.003 });
  await other.reload();
  await expect(otherBalance).not.toHaveText(before ?? "");
  const after = (await otherBalance.textContent()) ?? "";
  await page.goto("/promotions");
  await expect(balance).toHaveText(after);

  // Log out on the other instance (a write through its own same-origin route)…
  await waitForSessionServices(other);
  await other.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await other.getByRole("menuitem", { name: "Log out" }).click();
  await expect(other.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  // …and the first instance refuses the old cookie too: the session ended in the back end.
  await signInWithCookie(context, baseURL, session?.value ?? "");
  await page.goto("/cashback");
  await expect(page).toHaveURL(/\/cashback\?modal=login$/);
  await expect(page.getByRole("dialog", { name: "Log in" }).getByRole("status")).toHaveText(
    "Your session has ended. Log in to continue.",
  );
});
