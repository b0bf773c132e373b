import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { clearFaults, demoPlayerToken, injectFault } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

// Serial: a fault on the wallet's figures answers every player's call.
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test("a wallet the back end cannot read says so in words, and Try again loads it once the back end answers", async ({
  page,
  request,
  baseURL,
}) => {
  // wallet@demo.casino is only read (apps/reference-api README).
  await acceptCookieNotice(page.context(), baseURL);
  await signInWithCookie(page.context(), baseURL, await demoPlayerToken(request, "wallet@demo.casino"));
  await injectFault(request, { path: "/api/user/wallet", status: 500 });
  await page.goto("/profile2/balance");
  const main = page.getByRole("main");
  await expect(main.getByText("Your wallet could not be loaded. Try again in a moment.")).toBeVisible({
    timeout: 20_000,
  });
  await expect(main.getByText("€2,800.00")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await clearFaults(request);
  await main.getByRole("button", { name: "Try again" }).click();
  await expect(main.getByText("€700.00 of €2,800.00 wagered")).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText("Your wallet could not be loaded", { exact: false })).toHaveCount(0);
});
