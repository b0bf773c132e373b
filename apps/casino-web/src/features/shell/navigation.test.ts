import { resolvePageUrl } from "@casino/domain";
import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { mainNavigation } from "./navigation";

describe("mainNavigation", () => {
  it("follows the back end's page URL overrides and labels each link from the texts", () => {
    const links = mainNavigation({
      pageUrl: (page) => resolvePageUrl(page, { overrides: { deposit: "/cashier" } }),
      t: createTranslator({ texts: { "nav.deposit": "Einzahlen" } }),
    });
    expect(links).toContainEqual({ href: "/cashier", label: "Einzahlen" });
    expect(links.map((link) => link.href)).toEqual(["/promotions", "/cashback", "/cashier"]);
  });
});
