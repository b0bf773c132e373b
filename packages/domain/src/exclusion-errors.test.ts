import { describe, expect, it } from "vitest";
import { errorTextKey } from "./error-catalogue";
import { EXCLUSION_CHANGE_ERROR_CATALOGUE, isExclusionChangeErrorCode } from "./exclusion-errors";

describe("the exclusion change codes", () => {
  it("read as texts under error.exclusion", () => {
    expect(errorTextKey(EXCLUSION_CHANGE_ERROR_CATALOGUE, "EXCLUSION_CANNOT_BE_SHORTENED")).toBe(
      "error.exclusion.cannot.be.shortened",
    );
    expect(isExclusionChangeErrorCode("EXCLUSION_PERMANENT")).toBe(true);
    expect(isExclusionChangeErrorCode("LIMIT_LOCKED")).toBe(false);
  });
});
