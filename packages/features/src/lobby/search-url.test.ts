import { describe, expect, it } from "vitest";
import { isSearchShortcut, searchPageUrl } from "./search-url.js";

const key = (key: string, options: { ctrl?: boolean; meta?: boolean; tagName?: string } = {}) => ({
  key,
  ctrlKey: options.ctrl ?? false,
  metaKey: options.meta ?? false,
  altKey: false,
  target: options.tagName === undefined ? null : ({ tagName: options.tagName } as unknown as EventTarget),
});

describe("search URL and shortcut", () => {
  it("puts the search page under the lobby, the query in the address", () => {
    expect(searchPageUrl("/casino")).toBe("/casino/search");
    expect(searchPageUrl("/de/casino/", " book of ")).toBe("/de/casino/search?q=book+of");
  });

  it("opens on / outside a field and on Ctrl+K or ⌘K anywhere", () => {
    expect(isSearchShortcut(key("/", { tagName: "BODY" }))).toBe(true);
    expect(isSearchShortcut(key("/", { tagName: "INPUT" }))).toBe(false);
    expect(isSearchShortcut(key("k", { ctrl: true, tagName: "INPUT" }))).toBe(true);
    expect(isSearchShortcut(key("K", { meta: true }))).toBe(true);
    expect(isSearchShortcut(key("k"))).toBe(false);
  });
});
