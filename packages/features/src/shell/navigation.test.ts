import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { createHref } from "../links/href.js";
import { footerGroups, mainNavigation } from "./navigation.js";

const t = createTranslator({ texts: { "nav.promotions": "Aktionen" } });

describe("mainNavigation", () => {
  it("follows the back end's page URL overrides in the visitor's locale and labels each link from the texts", () => {
    const links = mainNavigation({
      href: createHref({ locale: "de", pages: { overrides: { promotions: "/offers" } } }),
      t,
      theme: "curacao",
    });
    expect(links).toContainEqual({ href: "/de/offers", label: "Aktionen" });
    expect(links.map((link) => link.href)).toEqual(["/de/casino", "/de/offers", "/de/cashback"]);
  });

  it("leaves cashback out for the themes that hide the cashback card", () => {
    const links = mainNavigation({ href: createHref({ locale: "en", pages: {} }), t, theme: "lulu" });
    expect(links.map((link) => link.href)).not.toContain("/cashback");
  });
});

describe("footerGroups", () => {
  it("lists the casino, legal and help pages with their texts", () => {
    const groups = footerGroups({ href: createHref({ locale: "en", pages: {} }), t, theme: "curacao" });
    expect(groups.map((group) => group.title)).toEqual(["Casino", "Legal", "Help"]);
    expect(groups[0]?.links).toContainEqual({ href: "/providers", label: "Game providers" });
    expect(groups[0]?.links).toContainEqual({ href: "/casino/search", label: "Search games" });
    expect(groups[0]?.links).toContainEqual({ href: "/register", label: "Sign up" });
    expect(groups[0]?.links).toContainEqual({ href: "/chat", label: "Live chat" });
    expect(groups[1]?.links).toContainEqual({ href: "/privacy-policy", label: "Privacy policy" });
    expect(groups[2]?.links[0]).toEqual({ href: "/responsible-gambling", label: "Responsible gambling" });
  });

  it("keeps the legal pages in the visitor's locale", () => {
    const groups = footerGroups({ href: createHref({ locale: "es", pages: {} }), t, theme: "curacao" });
    expect(groups[1]?.links.map((link) => link.href)).toContain("/es/terms-and-conditions");
  });
});
