import { expect, test, type Page } from "@playwright/test";
import { SPA_PORT, STARTER_PORT } from "../ports.mjs";
import { E2E_NOW } from "./clock";

// Each journey changes its player (a claim, a deposit): the reference API's rakeback player, on its
// own fresh API for this run (apps/reference-api README, "Demo players").
const PLAYER = { email: "rakeback@demo.casino", password: "Demo123!" };

async function signIn(page: Page) {
  await page.getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(PLAYER.email);
  await dialog.getByLabel("Password", { exact: true }).fill(PLAYER.password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(PLAYER.email)).toBeVisible();
  await expect(page.getByText("€40.00")).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: E2E_NOW });
});

test("the starter's site serves its brand's themed page, and a player signs in", async ({ page, request }) => {
  const base = `http://localhost:${STARTER_PORT}`;
  // Rendered on the server: the brand's theme and name are in the HTML before any script runs.
  const html = await (await request.get(base)).text();
  expect(html).toContain('data-theme="lulu"');
  expect(html).toContain("Lulu Casino</h1>");

  await page.goto(base);
  await expect(page.getByRole("heading", { level: 1, name: "Lulu Casino" })).toBeVisible();
  await signIn(page);
  // The token is the server's: page scripts never see it.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken");
  expect(token?.httpOnly).toBe(true);
});

test("the Vite app renders the kit in its theme, and a player signs in", async ({ page }) => {
  await page.goto(`http://localhost:${SPA_PORT}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lulu SPA" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "lulu");
  await signIn(page);
});
