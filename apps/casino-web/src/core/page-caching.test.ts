import { describe, expect, it } from "vitest";
import {
  GUEST_PAGE_CACHE_CONTROL,
  isGuestCacheableRoute,
  pageCaching,
  PRIVATE_PAGE_CACHE_CONTROL,
} from "./page-caching";

const guest = { method: "GET", session: false, pendingSession: false, routerRequest: false };

describe("isGuestCacheableRoute", () => {
  it("takes home, the lobby and its categories, promotions, providers, tournaments and the legal pages", () => {
    for (const route of [
      "/",
      "/casino",
      "/casino/slots",
      "/promotions",
      "/providers",
      "/tournaments",
      "/terms-and-conditions",
      "/responsible-gambling",
    ]) {
      expect(isGuestCacheableRoute(route), route).toBe(true);
    }
  });

  it("leaves out game pages, the search, the player's pages and unknown paths", () => {
    for (const route of [
      "/casino/games/book-of-embers",
      "/casino/search",
      "/play/book-of-embers",
      "/cashback",
      "/deposit",
      "/profile",
      "/bonuses",
      "/not-a-document",
      "/__not-found",
    ]) {
      expect(isGuestCacheableRoute(route), route).toBe(false);
    }
  });
});

describe("pageCaching", () => {
  it("lets shared caches keep a guest's document load of a guest page, varying with the cookie", () => {
    expect(pageCaching({ ...guest, route: "/casino" })).toEqual({
      kind: "guest",
      headers: { "Cache-Control": GUEST_PAGE_CACHE_CONTROL, Vary: "Cookie" },
    });
    expect(GUEST_PAGE_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(pageCaching({ ...guest, method: "HEAD", route: "/" }).kind).toBe("guest");
  });

  it("keeps a page with the session, or with a sign-in link waiting, out of every cache", () => {
    for (const input of [
      { ...guest, route: "/", session: true },
      { ...guest, route: "/", pendingSession: true },
      { ...guest, route: "/deposit", session: true, routerRequest: true },
    ]) {
      expect(pageCaching(input)).toEqual({
        kind: "private",
        headers: { "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL, Vary: "Cookie" },
      });
    }
    expect(PRIVATE_PAGE_CACHE_CONTROL).toBe("private, no-store");
  });

  it("leaves the router's payloads, other methods and other pages to Next's uncached answer", () => {
    for (const input of [
      { ...guest, route: "/", routerRequest: true },
      { ...guest, route: "/", method: "POST" },
      { ...guest, route: "/cashback" },
    ]) {
      expect(pageCaching(input)).toEqual({ kind: "dynamic", headers: { Vary: "Cookie" } });
    }
  });
});
