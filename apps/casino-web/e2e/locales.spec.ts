import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";

test("a German page shows German texts and lang=de, and the switcher keeps the page", async ({ page }) => {
  await page.goto("/de/promotions");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Aktionen" })).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Aktionen" })).toHaveAttribute("href", "/de/promotions");
  await expectNoAxeViolations(page);

  const languages = page.getByRole("contentinfo").getByRole("navigation", { name: "Sprache" });
  await expect(languages.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
  await expect(languages.getByRole("link", { name: "Español" })).toHaveAttribute("hreflang", "es");
  await languages.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/promotions$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Promociones" })).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
});

test("a link followed inside a locale stays in it", async ({ page }) => {
  await page.goto("/de");
  await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" }).click();
  await expect(page).toHaveURL(/\/de\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("an unknown locale prefix and a locale the brand does not serve answer 404, English has no prefix", async ({
  page,
}) => {
  expect((await page.goto("/xx/promotions"))?.status()).toBe(404);
  expect((await page.goto("/fr/promotions"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.goto("/en/promotions");
  await expect(page).toHaveURL(/\/promotions$/);
  expect(new URL(page.url()).pathname).toBe("/promotions");
});
