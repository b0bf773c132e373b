import { expect, test, type Page } from "@playwright/test";
import { SPA_PORT, STARTER_PORT } from "../ports.mjs";
import { E2E_NOW } from "./clock";

// The reference API's rakeback player (apps/reference-api README, "Demo players"), on this run's own
// API: the two journeys run one after the other, each claiming one of its available days, so each
// reads the balance it starts from.
const PLAYER = { email: "rakeback@demo.casino", password: "Demo123!" };

/** Reads a balance the header shows (`€40.00`) as cents. */
function cents(text: string): number {
  const match = /€(\d+)\.(\d\d)/.exec(text);
  if (match === null) throw new Error(`no balance in ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Signs in from the header's Sign in and returns the balance the header then shows, in cents. */
async function signIn(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  // A kit component drawn by a client component, with its stylesheet from the client bundle.
  await expect(dialog).toHaveCSS("position", "fixed");
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(PLAYER.email);
  await dialog.getByLabel("Password", { exact: true }).fill(PLAYER.password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog).toBeHidden();
  const player = page.getByRole("banner").locator("[aria-live='polite']");
  await expect(player).toContainText(PLAYER.email);
  await expect(player).toContainText(/€\d+\.\d\d/);
  return cents(await player.innerText());
}

/**
 * From the header's Rewards link, the player claims a rakeback day with Get (`RakebackCalendarLive`
 * of `@casino/features`), reads the amount in the dialog, and the balance rises by it.
 */
async function claimRakebackDay(page: Page, balanceBefore: number) {
  await page.getByRole("banner").getByRole("link", { name: "Rewards" }).click();
  const available = page
    .locator(".casino-RakebackCalendar-day")
    .filter({ has: page.getByRole("button", { name: "Get" }) })
    .first();
  await expect(available).toBeVisible();
  const amount = (await available.locator(".casino-RakebackCalendar-amount").innerText()).trim();
  expect(amount).toMatch(/^€\d+\.\d\d$/);
  await available.getByRole("button", { name: "Get" }).click();
  const result = page.getByRole("dialog", { name: "Rakeback claimed" });
  await expect(result).toContainText(`You received ${amount.slice(1)} EUR`);
  await result.getByRole("button", { name: "OK" }).click();
  await expect(result).toBeHidden();
  const claimed = cents(amount);
  await expect(page.getByRole("banner").locator("[aria-live='polite']")).toContainText(
    `€${((balanceBefore + claimed) / 100).toFixed(2)}`,
  );
}

/**
 * From the header's Deposit link, the player starts a card deposit in the cashier (`Cashier` of
 * `@casino/features`): the methods are the player's, the amount a preset, and the press leaves for
 * the payment provider's page (the reference API's demo provider).
 */
async function startDeposit(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "Deposit" }).click();
  const cashier = page.getByRole("main");
  await cashier.getByRole("radio", { name: "Visa" }).check();
  await cashier.getByRole("button", { name: "€50.00" }).click();
  // A Luhn-valid test card, as the site's cashier journeys type it.
  await page.getByLabel("Card number").fill("4111 1111 1111 1111");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/29");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Rafa Rakeback");
  await cashier.getByRole("button", { name: "Deposit €50.00" }).click();
  await expect(page.getByRole("heading", { name: "Demo payment provider" })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: E2E_NOW });
});

test("the starter's site serves its brand's themed page; a player signs in, claims a rakeback day and starts a deposit", async ({
  page,
  request,
}) => {
  const base = `http://localhost:${STARTER_PORT}`;
  // Rendered on the server: the brand's theme and name are in the HTML before any script runs.
  const html = await (await request.get(base)).text();
  expect(html).toContain('data-theme="lulu"');
  expect(html).toContain("Lulu Casino</h1>");
  // Its build marked every browser chunk with the compile hint (the starter's scripts/compile-hints.mjs).
  const chunks = [...html.matchAll(/src="(\/_next\/static\/chunks\/[^"?]+\.js)/g)].map((match) => match[1] ?? "");
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks)
    expect(await (await request.get(`${base}${chunk}`)).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);

  await page.goto(base);
  await expect(page.getByRole("heading", { level: 1, name: "Lulu Casino" })).toBeVisible();
  // The server page's kit component came with its stylesheet (Next's bundler took the kit's styled build).
  await expect(page.locator(".casino-Hero")).toHaveCSS("display", "grid");
  const balance = await signIn(page);
  // The token is the server's: page scripts never see it.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken");
  expect(token?.httpOnly).toBe(true);
  await claimRakebackDay(page, balance);
  await startDeposit(page);
});

test("the Vite app renders the kit in its theme; a player signs in, claims a rakeback day and starts a deposit", async ({
  page,
}) => {
  await page.goto(`http://localhost:${SPA_PORT}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lulu SPA" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "lulu");
  await expect(page.locator(".casino-Hero")).toHaveCSS("display", "grid");
  await claimRakebackDay(page, await signIn(page));
  await startDeposit(page);
});
