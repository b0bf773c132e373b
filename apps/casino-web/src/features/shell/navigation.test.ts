import { resolvePageUrl } from "@casino/domain";
import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { footerGroups, mainNavigation } from "./navigation";

const t = createTranslator({ texts: { "nav.promotions": "Aktionen" } });

describe("mainNavigation", () => {
  it("follows the back end's page URL overrides and labels each link from the texts", () => {
    const links = mainNavigation({
      pageUrl: (page) => resolvePageUrl(page, { overrides: { promotions: "/offers" } }),
      t,
      theme: "curacao",
    });
    expect(links).toContainEqual({ href: "/offers", label: "Aktionen" });
    expect(links.map((link) => link.href)).toEqual(["/casino", "/offers", "/cashback"]);
  });

  it("leaves cashback out for the themes that hide the cashback card", () => {
    const links = mainNavigation({ pageUrl: (page) => resolvePageUrl(page), t, theme: "lulu" });
    expect(links.map((link) => link.href)).not.toContain("/cashback");
  });
});

describe("footerGroups", () => {
  it("lists the casino, legal and help pages with their texts", () => {
    const groups = footerGroups({ pageUrl: (page) => resolvePageUrl(page), t, theme: "curacao" });
    expect(groups.map((group) => group.title)).toEqual(["Casino", "Legal", "Help"]);
    expect(groups[1]?.links).toContainEqual({ href: "/privacy-policy", label: "Privacy policy" });
    expect(groups[2]?.links[0]).toEqual({ href: "/responsible-gambling", label: "Responsible gambling" });
  });
});
