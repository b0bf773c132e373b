import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query", () => {
    expect(safeReturnPath("/cashback?tab=2#top")).toBe("/cashback?tab=2#top");
  });

  it("sends anything that could lead to another site home", () => {
    for (const next of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null]) {
      expect(safeReturnPath(next)).toBe("/");
    }
    expect(safeReturnPath("/\tevil")).toBe("/");
  });
});
