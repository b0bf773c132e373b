/** Longest a document review takes, in hours. */
export const DOCUMENT_REVIEW_MAX_HOURS = 24;

/** Kinds of KYC documents. */
export const KYC_DOCUMENT_TYPES = ["identityProof", "proofOfAddress", "bankStatementOrCardProof"] as const;

/** One kind of KYC document. */
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** The keys back ends give each kind of document: ours, and the short ones the reference API sends. */
const KYC_DOCUMENT_KEYS: Readonly<Record<string, KycDocumentType>> = {
  identityproof: "identityProof",
  identity: "identityProof",
  proofofaddress: "proofOfAddress",
  address: "proofOfAddress",
  bankstatementorcardproof: "bankStatementOrCardProof",
  payment: "bankStatementOrCardProof",
};

/**
 * The kind of a document label by its key, in any case; `null` for a key of the brand's own. The
 * kind decides the rules shown with it (a proof of address is at most 6 months old).
 *
 * @example kycDocumentTypeOf("address") // "proofOfAddress"
 * @example kycDocumentTypeOf("selfie") // null
 */
// @__NO_SIDE_EFFECTS__
export function kycDocumentTypeOf(key: string | null | undefined): KycDocumentType | null {
  return KYC_DOCUMENT_KEYS[key?.trim().toLowerCase() ?? ""] ?? null;
}

/** Sides of a document that has two. */
export const KYC_DOCUMENT_SIDES = ["front", "back"] as const;

/** Statuses of a KYC document or request. */
export const KYC_DOCUMENT_STATUSES = ["requested", "pending", "confirmed", "rejected"] as const;

/** One KYC document status. */
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

/** The profile's KYC status once verification is complete. */
export const KYC_APPROVED_STATUS = "APPROVED";

/**
 * Whether to show the status-discrepancy screen (with its refresh button): every document is
 * confirmed but the profile's `kycStatus` is not yet APPROVED. No documents means
 * no discrepancy.
 *
 * @example isKycStatusDiscrepancy(["confirmed", "CONFIRMED"], "PENDING") // true
 */
// @__NO_SIDE_EFFECTS__
export function isKycStatusDiscrepancy(
  documentStatuses: readonly (string | null | undefined)[] | null | undefined,
  kycStatus: string | null | undefined,
): boolean {
  const statuses = documentStatuses ?? [];
  const allConfirmed = statuses.length > 0 && statuses.every((status) => status?.trim().toLowerCase() === "confirmed");
  return allConfirmed && kycStatus?.trim().toUpperCase() !== KYC_APPROVED_STATUS;
}
