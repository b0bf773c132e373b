import { describe, expect, it } from "vitest";
import { listUrl, pageNumberOf, sortOf, textOf } from "./list-query.js";

describe("a game list's address", () => {
  it("reads the page, falling back to the first for anything odd", () => {
    expect(pageNumberOf("3")).toBe(3);
    expect(pageNumberOf(["2", "5"])).toBe(2);
    expect(pageNumberOf("0")).toBe(1);
    expect(pageNumberOf("x")).toBe(1);
  });

  it("reads a known sort, and the most popular first otherwise", () => {
    expect(sortOf("rtp")).toBe("rtp");
    expect(sortOf("random")).toBe("popular");
    expect(sortOf(undefined)).toBe("popular");
  });

  it("reads a search without its surrounding spaces", () => {
    expect(textOf(" book ")).toBe("book");
    expect(textOf(undefined)).toBe("");
  });

  it("keeps the defaults out of the address", () => {
    expect(listUrl("/casino/slots", {})).toBe("/casino/slots");
    expect(listUrl("/casino/slots", { sort: "popular", page: 1 })).toBe("/casino/slots");
    expect(listUrl("/casino/search", { q: "book", sort: "rtp", page: 2 })).toBe(
      "/casino/search?q=book&sort=rtp&page=2",
    );
    expect(listUrl("/casino/search", { provider: "emberforge" })).toBe("/casino/search?provider=emberforge");
    // A list with its own order (the favourites) writes the default sort too, once picked.
    expect(listUrl("/profile/favorites", { sort: "popular", ownOrder: true })).toBe("/profile/favorites?sort=popular");
    expect(listUrl("/profile/favorites", { ownOrder: true, page: 2 })).toBe("/profile/favorites?page=2");
  });
});
