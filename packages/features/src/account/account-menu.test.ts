import { MENU_ROUTES } from "@casino/domain";
import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MENU_LABELS, accountMenu } from "./account-menu.js";

const t = createTranslator({ dev: false });

describe("accountMenu", () => {
  it("lists the player's own pages of the menu routes, in their order, with their texts", () => {
    expect(accountMenu({ t, link: (path) => path })).toEqual([
      { href: "/profile2/my-profile", label: "My profile" },
      { href: "/profile2/balance", label: "Balance" },
      { href: "/profile2/verification", label: "Verification" },
      { href: "/profile2/my-bonuses", label: "My bonuses" },
      { href: "/profile2/vip-club", label: "VIP club" },
      { href: "/profile2/my-history", label: "History" },
      { href: "/profile2/freeze-account", label: "Freeze account" },
      { href: "/profile2/limits", label: "Limits" },
    ]);
  });

  it("leaves out the routes every visitor sees, and links through the site's link builder", () => {
    const links = accountMenu({ t, link: (path) => `/de${path}` }, [
      { path: "/promotions", scope: "any" },
      { path: "/profile2/limits", scope: "user" },
      { path: "/welcome", scope: "guest" },
    ]);
    expect(links).toEqual([{ href: "/de/profile2/limits", label: "Limits" }]);
  });

  it("sends the player's bonuses and verification to their pages and ends with favourites, statistics, the live chat and cashback, through the page URL table", () => {
    const links = accountMenu({ t, link: (path) => path, page: (key) => `/de/${key}` }, [
      { path: "/profile2/my-bonuses", scope: "user" },
      { path: "/profile2/verification", scope: "user" },
    ]);
    expect(links).toEqual([
      { href: "/de/bonus_history", label: "My bonuses" },
      { href: "/de/verification", label: "Verification" },
      { href: "/de/favorites", label: "Favourite games" },
      { href: "/de/statistics", label: "Statistics" },
      { href: "/de/refer_a_friend", label: "Refer a friend" },
      { href: "/chat", label: "Live chat" },
      { href: "/de/cashback", label: "Cashback" },
    ]);
  });

  it("leaves cashback out where the brand hides it", () => {
    const links = accountMenu({ t, link: (path) => path, page: (key) => `/${key}`, cashback: false }, [
      { path: "/profile2/limits", scope: "user" },
    ]);
    expect(links).toEqual([
      { href: "/profile2/limits", label: "Limits" },
      { href: "/favorites", label: "Favourite games" },
      { href: "/statistics", label: "Statistics" },
      { href: "/refer_a_friend", label: "Refer a friend" },
      { href: "/chat", label: "Live chat" },
    ]);
  });

  it("links My profile to the profile page of the page URL table", () => {
    const links = accountMenu({ t, link: (path) => path, page: (page) => (page === "profile" ? "/me" : page) });
    expect(links[0]).toEqual({ href: "/me", label: "My profile" });
  });

  it("has a text for every route only players see", () => {
    const playerRoutes = MENU_ROUTES.filter((route) => route.scope === "user").map((route) => route.path);
    expect(playerRoutes.filter((path) => ACCOUNT_MENU_LABELS[path] === undefined)).toEqual([]);
  });
});
