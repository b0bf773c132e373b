import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS, fillPath, isCorePath } from "./paths";

describe("paths", () => {
  it("fills and encodes path parameters", () => {
    expect(fillPath(DEFAULT_PATHS.locales, { locale: "pt-BR" })).toBe("/api/core/casino/locales/pt-BR.json");
    expect(fillPath("/a/{id}", { id: "x/y" })).toBe("/a/x%2Fy");
  });

  it("refuses a missing path parameter", () => {
    expect(() => fillPath(DEFAULT_PATHS.locales, {})).toThrow(/locale/);
  });

  it("sends only /api/core paths to the core host", () => {
    expect(isCorePath("/api/core/casino/settings2")).toBe(true);
    expect(isCorePath("/api/corelation")).toBe(false);
    expect(isCorePath(DEFAULT_PATHS.userDetails)).toBe(false);
  });
});
