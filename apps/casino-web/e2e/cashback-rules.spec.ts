import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

test("a player opens cashback from the account menu and reads how the minimum loss works", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request));
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Cashback" }).click();
  await expect(page).toHaveURL(/\/cashback$/);

  const rules = page.getByRole("region", { name: "How cashback works" });
  await expect(rules.getByRole("listitem")).toHaveText([
    "Cashback is a share of your net loss: what you staked minus what you won.",
    "Nothing is paid while your net loss is below the minimum in the cashback terms. Once it reaches the minimum, you get the share of your whole net loss.",
    "It adds up through the day and is paid every half hour, at :00 and :30.",
    "You need at least one deposit to receive cashback.",
  ]);
  await expectNoAxeViolations(page);
});
