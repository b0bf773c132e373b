import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";

const LEGAL_PAGES = [
  ["/terms-and-conditions", "Terms and conditions"],
  ["/privacy-policy", "Privacy policy"],
  ["/aml-policy", "Anti-money-laundering policy"],
  ["/responsible-gambling", "Responsible gambling"],
  ["/kyc-refund-policy", "KYC and refund policy"],
  ["/bonus-terms", "Bonus terms"],
  ["/legal-use-of-website", "Legal use of the website"],
] as const;

for (const [path, title] of LEGAL_PAGES) {
  test(`${path} shows the back end's text with a table of contents that leads to each section`, async ({
    page,
    context,
    baseURL,
  }) => {
    // The cookie notice floats over the page's foot; it has its own journey and axe check.
    await context.addCookies([{ name: "gameCookieConsent", value: "accepted", url: baseURL ?? "" }]);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const contents = page.getByRole("navigation", { name: "Contents" });
    const links = contents.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
    const first = links.first();
    const target = (await first.getAttribute("href")) ?? "";
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toHaveText((await first.textContent()) ?? "");
    await expect(page.locator(target)).toBeInViewport();
  });
}

test("the sanitizer drops the script and the onerror handler seeded into the bonus terms", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/bonus-terms");
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain("legalScript");
  expect(html).not.toContain("onerror");
  await expect(page.getByRole("heading", { level: 2, name: "Abuse" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.locator("script, img, [onerror]")).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-legal-script", "ran");
  await expect(page.locator("html")).not.toHaveAttribute("data-legal-handler", "ran");
  expect(errors).toEqual([]);
});

test("a legal page in German, and the cookie notice's privacy link leads to the policy", async ({ page }) => {
  await page.goto("/de/aml-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Richtlinie zur Geldwäschebekämpfung" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Inhalt" })).toBeVisible();

  const notice = page.getByRole("region", { name: /cookie/i });
  await notice.getByRole("link").click();
  await expect(page).toHaveURL(/\/de\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
});
