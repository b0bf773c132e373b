import { describe, expect, it } from "vitest";
import { findCatalogueCode } from "./catalogue-code";

describe("findCatalogueCode", () => {
  const codes = ["PHONE_ERROR", "dailyBetLimit"] as const;

  it("returns the catalogue's spelling whatever the case sent", () => {
    expect(findCatalogueCode(codes, "phone_error")).toBe("PHONE_ERROR");
    expect(findCatalogueCode(codes, " DailyBetLimit ")).toBe("dailyBetLimit");
  });

  it("knows nothing of unknown, empty or missing codes", () => {
    expect(findCatalogueCode(codes, "OTHER")).toBeNull();
    expect(findCatalogueCode(codes, "")).toBeNull();
    expect(findCatalogueCode(codes, null)).toBeNull();
  });
});
