import { describe, expect, it } from "vitest";
import { isKycStatusDiscrepancy } from "./kyc-documents";

describe("isKycStatusDiscrepancy", () => {
  it("shows when every document is confirmed but the profile lags", () => {
    expect(isKycStatusDiscrepancy(["confirmed", "Confirmed"], "PENDING")).toBe(true);
    expect(isKycStatusDiscrepancy(["confirmed"], null)).toBe(true);
  });

  it("stays hidden once the profile is approved, in any case", () => {
    expect(isKycStatusDiscrepancy(["confirmed"], "approved")).toBe(false);
  });

  it("stays hidden while a document is not confirmed, or there are none", () => {
    expect(isKycStatusDiscrepancy(["confirmed", "pending"], "PENDING")).toBe(false);
    expect(isKycStatusDiscrepancy(["confirmed", null], "PENDING")).toBe(false);
    expect(isKycStatusDiscrepancy([], "PENDING")).toBe(false);
    expect(isKycStatusDiscrepancy(undefined, "PENDING")).toBe(false);
  });
});
