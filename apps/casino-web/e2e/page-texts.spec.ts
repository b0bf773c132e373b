import { EN_TEXTS } from "@casino/i18n";
import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";

// The browser gets the frame's texts from the layout and each page's own from the page
// (`PageTexts`), no longer the whole English table in its scripts; the rest of English arrives
// after the page. A page that forgets a key it draws would show the key itself: these catch it.

const PAGES = [
  "/",
  "/casino",
  "/casino/slots",
  "/casino/search?q=book",
  "/casino/games/book-of-embers",
  "/providers",
  "/tournaments",
  "/promotions",
  "/bonuses",
  "/cashback",
  "/deposit",
  "/withdraw",
  "/register",
  "/profile",
  "/profile/edit-profile",
  "/profile/transactions",
  "/profile/favorites",
  "/profile/refer-a-friend",
  "/profile/statistics",
  "/profile/verify",
  "/profile2/limits",
  "/profile2/freeze-account",
  "/profile2/balance",
  "/profile2/my-history",
  "/freemoney",
  "/vip-club",
  "/chat",
];

const KEYS = Object.keys(EN_TEXTS);

/** The text keys a page's HTML shows as text or in an attribute (its scripts, which carry the texts by key, left out). */
function keysShown(html: string): string[] {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
  return KEYS.filter((key) => markup.includes(`>${key}<`) || markup.includes(`"${key}"`));
}

test.describe.configure({ timeout: 120_000 });

test("every page's server HTML shows texts, never a text key, to a visitor and to a player", async ({
  request,
  baseURL,
}) => {
  const cookie = `accessToken=${await demoPlayerToken(request)}`;
  const visitors: Record<string, string>[] = [{}, { cookie }];
  for (const path of PAGES) {
    for (const headers of visitors) {
      const response = await request.get(`${baseURL ?? ""}${path}`, { headers });
      expect(response.status(), path).toBe(200);
      expect(keysShown(await response.text()), `${path} ${"cookie" in headers ? "player" : "visitor"}`).toEqual([]);
    }
  }
});

test("a visitor's copy of a player's page carries none of the player's texts", async ({ request, baseURL }) => {
  // A key the page's player part draws in the browser, and so hands it (core/PlayerPage.tsx).
  const playerKeys = { "/deposit": '\\"coupon.', "/profile2/limits": '\\"exclusion.' };
  const cookie = `accessToken=${await demoPlayerToken(request)}`;
  for (const [path, key] of Object.entries(playerKeys)) {
    const visitor = await (await request.get(`${baseURL ?? ""}${path}`)).text();
    const player = await (await request.get(`${baseURL ?? ""}${path}`, { headers: { cookie } })).text();
    expect(visitor.includes(key), `${path} visitor`).toBe(false);
    expect(player.includes(key), `${path} player`).toBe(true);
  }
});

test("a player's pages drawn in the browser show texts, never a text key", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([{ name: "accessToken", value: await demoPlayerToken(request), url: baseURL ?? "" }]);
  for (const path of ["/deposit", "/bonuses", "/cashback", "/profile2/limits", "/profile/transactions"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const text = await page.locator("body").innerText();
    expect(
      KEYS.filter((key) => text.includes(key)),
      path,
    ).toEqual([]);
  }
});
