import { describe, expect, it } from "vitest";
import { errorCatalogue, errorTextKey, findCatalogueCode, isCatalogueCode } from "./error-catalogue";

const catalogue = errorCatalogue("sample", ["PHONE_ERROR", "dailyBetLimit", "NO_DEPOSIT"] as const, {
  NO_DEPOSIT: "no.deposit",
});

describe("errorTextKey", () => {
  it("names a code's text after the code as the server spells it", () => {
    expect(errorTextKey(catalogue, "PHONE_ERROR")).toBe("error.sample.PHONE_ERROR");
    expect(errorTextKey(catalogue, "dailyBetLimit")).toBe("error.sample.dailyBetLimit");
  });

  it("uses the segment the catalogue names in place of the code", () => {
    expect(errorTextKey(catalogue, "NO_DEPOSIT")).toBe("error.sample.no.deposit");
  });
});

describe("isCatalogueCode", () => {
  it("knows a code only in the catalogue's own spelling", () => {
    expect(isCatalogueCode(catalogue, "dailyBetLimit")).toBe(true);
    expect(isCatalogueCode(catalogue, "DAILYBETLIMIT")).toBe(false);
    expect(isCatalogueCode(catalogue, 5)).toBe(false);
    expect(isCatalogueCode(catalogue, undefined)).toBe(false);
  });
});

describe("findCatalogueCode", () => {
  it("returns the catalogue's spelling whatever the case sent", () => {
    expect(findCatalogueCode(catalogue, "phone_error")).toBe("PHONE_ERROR");
    expect(findCatalogueCode(catalogue, " DailyBetLimit ")).toBe("dailyBetLimit");
  });

  it("knows nothing of unknown, empty or missing codes", () => {
    expect(findCatalogueCode(catalogue, "OTHER")).toBeNull();
    expect(findCatalogueCode(catalogue, "")).toBeNull();
    expect(findCatalogueCode(catalogue, null)).toBeNull();
  });
});
