import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_URLS,
  MENU_ROUTES,
  isCashierPage,
  isGamePage,
  isMenuEntryVisible,
  isPlayPage,
  parseQueryModal,
  resolvePageUrl,
  shouldRemoveGamePageBodyStyle,
  visibleMenuEntries,
  withoutLocaleLikePrefix,
} from "./navigation";

describe("resolvePageUrl", () => {
  it("gives the default URL of every named page", () => {
    expect(resolvePageUrl("root")).toBe("/");
    expect(resolvePageUrl("bonus_history")).toBe("/bonuses");
    expect(resolvePageUrl("verification2")).toBe("/account/verification");
    expect(resolvePageUrl("refer_a_friend")).toBe("/profile/refer-a-friend");
    expect(resolvePageUrl("statistics")).toBe("/profile/statistics");
    expect(Object.keys(DEFAULT_PAGE_URLS)).toHaveLength(18);
  });

  it("maps edit-profile to account in panel navigation only", () => {
    expect(resolvePageUrl("edit-profile")).toBe("/profile/edit-profile");
    expect(resolvePageUrl("edit-profile", { navigationSystem: "basic" })).toBe("/profile/edit-profile");
    expect(resolvePageUrl("edit-profile", { navigationSystem: "panel" })).toBe("/account");
    expect(resolvePageUrl("edit-profile", { navigationSystem: "Panel" })).toBe("/account");
  });

  it("lets server overrides win, also over the panel mapping", () => {
    expect(resolvePageUrl("deposit", { overrides: { deposit: "/cashier" } })).toBe("/cashier");
    expect(resolvePageUrl("edit-profile", { navigationSystem: "panel", overrides: { account: "/my-account" } })).toBe(
      "/my-account",
    );
    expect(resolvePageUrl("edit-profile", { navigationSystem: "panel", overrides: { "edit-profile": "/edit" } })).toBe(
      "/edit",
    );
  });

  it("ignores empty overrides", () => {
    expect(resolvePageUrl("deposit", { overrides: { deposit: " " } })).toBe("/deposit");
  });

  it("sends unknown pages to the root unless overridden", () => {
    expect(resolvePageUrl("nowhere")).toBe("/");
    expect(resolvePageUrl("toString")).toBe("/");
    expect(resolvePageUrl("vip", { overrides: { vip: "/vip-club" } })).toBe("/vip-club");
  });
});

describe("menu scope", () => {
  it("shows user entries to signed-in players, guest entries to visitors, any entries to both", () => {
    expect(isMenuEntryVisible("user", { authenticated: true })).toBe(true);
    expect(isMenuEntryVisible("user", { authenticated: false })).toBe(false);
    expect(isMenuEntryVisible("guest", { authenticated: false })).toBe(true);
    expect(isMenuEntryVisible("guest", { authenticated: true })).toBe(false);
    expect(isMenuEntryVisible("any", { authenticated: true })).toBe(true);
    expect(isMenuEntryVisible(undefined, { authenticated: false })).toBe(true);
  });

  it("hides the /profile2 routes from visitors", () => {
    const guestMenu = visibleMenuEntries(MENU_ROUTES, { authenticated: false }).map((entry) => entry.path);
    expect(guestMenu).toContain("/casino/slots");
    expect(guestMenu.some((path) => path.startsWith("/profile2/"))).toBe(false);
    expect(visibleMenuEntries(MENU_ROUTES, { authenticated: true })).toHaveLength(21);
  });
});

describe("page kinds", () => {
  it("recognises play pages, with or without a locale prefix", () => {
    expect(isPlayPage("/play/book-of-dead")).toBe(true);
    expect(isPlayPage("/de/play/book-of-dead?mode=real")).toBe(true);
    expect(isPlayPage("/pt-br/play/x")).toBe(true);
    expect(isPlayPage("/players")).toBe(false);
    expect(isPlayPage("/casino/play-now")).toBe(false);
  });

  it("recognises game pages", () => {
    expect(isGamePage("/casino/games/starburst")).toBe(true);
    expect(isGamePage("/fr/casino/games/starburst")).toBe(true);
    expect(isGamePage("/casino/slots")).toBe(false);
  });

  it("removes the game-page body style when leaving a game page", () => {
    expect(shouldRemoveGamePageBodyStyle("/casino/games/x", "/casino")).toBe(true);
    expect(shouldRemoveGamePageBodyStyle("/casino/games/x", "/casino/games/y")).toBe(false);
    expect(shouldRemoveGamePageBodyStyle("/casino", "/promotions")).toBe(false);
    expect(shouldRemoveGamePageBodyStyle(null, "/")).toBe(false);
  });

  it("recognises cashier pages, including overridden ones", () => {
    expect(isCashierPage("/deposit")).toBe(true);
    expect(isCashierPage("/de/withdraw/crypto")).toBe(true);
    expect(isCashierPage("/deposits-faq")).toBe(false);
    expect(isCashierPage("/cashier?x=1", { overrides: { deposit: "/cashier" } })).toBe(true);
    expect(isCashierPage("/deposit", { overrides: { deposit: "/cashier" } })).toBe(false);
  });
});

describe("parseQueryModal", () => {
  it("accepts the spec's modals and the account switch only", () => {
    expect(parseQueryModal("deposit-pending")).toBe("deposit-pending");
    expect(parseQueryModal("linked-signup")).toBe("linked-signup");
    expect(parseQueryModal("switch-account")).toBe("switch-account");
    expect(parseQueryModal("admin")).toBeNull();
    expect(parseQueryModal(null)).toBeNull();
  });
});

describe("withoutLocaleLikePrefix", () => {
  it("drops a leading segment that looks like a locale", () => {
    expect(withoutLocaleLikePrefix("/es/withdraw")).toBe("/withdraw");
    expect(withoutLocaleLikePrefix("/pt-BR")).toBe("/");
    expect(withoutLocaleLikePrefix("/de?modal=login")).toBe("/?modal=login");
    expect(withoutLocaleLikePrefix("/vip-club")).toBeNull();
    expect(withoutLocaleLikePrefix("/deposit")).toBeNull();
  });
});
