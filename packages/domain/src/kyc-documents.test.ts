import { describe, expect, it } from "vitest";
import { isKycStatusDiscrepancy, kycDocumentTypeOf } from "./kyc-documents";

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

describe("kycDocumentTypeOf", () => {
  it("reads our keys and the short ones, in any case", () => {
    expect(kycDocumentTypeOf("proofOfAddress")).toBe("proofOfAddress");
    expect(kycDocumentTypeOf(" Address ")).toBe("proofOfAddress");
    expect(kycDocumentTypeOf("identity")).toBe("identityProof");
    expect(kycDocumentTypeOf("PAYMENT")).toBe("bankStatementOrCardProof");
  });

  it("knows no kind for a brand's own key, or none", () => {
    expect(kycDocumentTypeOf("selfie")).toBeNull();
    expect(kycDocumentTypeOf(null)).toBeNull();
  });
});
