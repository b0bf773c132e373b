import { expect, test } from "./fixtures";
import { addScript } from "./reference-api";
import { acceptCookieNotice, logInThroughModal, sessionCookie } from "./session";

/**
 * A tag in the back end's script list turned hostile: it runs with the page's nonce, like every
 * marketing script, and looks for the session token everywhere a page script can look.
 */
const THIEF = `<script>
  document.documentElement.dataset.stolenCookie = document.cookie;
  document.documentElement.dataset.stolenStorage = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
</script>`;

test.afterEach(async ({ request }) => {
  // The same key with nothing in it: the list goes back to harmless.
  await addScript(request, { key: "compromised-tag", segment: "authenticated" });
});

test("a script injected through the back end's script list cannot read the session token", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await addScript(request, { key: "compromised-tag", segment: "authenticated", bodyEnd: THIEF });
  await acceptCookieNotice(context, baseURL);
  // An older version left a copy of a token in local storage: the site deletes it on load.
  await page.goto("/promotions");
  await page.evaluate(() => window.localStorage.setItem("accessToken", "left-by-an-older-version"));

  await page.goto("/promotions?modal=login");
  await logInThroughModal(page, "depositor@demo.casino");
  await expect(page.getByRole("banner").getByText("Balance")).toBeVisible();
  // The player's next page: the marketing scripts of a signed-in player run there.
  await page.goto("/promotions");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-stolen-cookie");

  const token = (await sessionCookie(context))?.value ?? "";
  expect(token).not.toBe("");
  const stolen = `${await html.getAttribute("data-stolen-cookie")} ${await html.getAttribute("data-stolen-storage")}`;
  expect(stolen).not.toContain(token);
  expect(stolen).not.toContain("accessToken");
  expect(await page.evaluate(() => window.localStorage.getItem("accessToken"))).toBeNull();
});
