import type { DocumentLabel, UserDocument } from "@casino/api-client";
import { KYC_DOCUMENT_STATUSES, type KycDocumentStatus } from "@casino/domain";
import type { KycSentFile, KycSide } from "@casino/ui";

/** One document kind as the verification page draws it. */
export interface VerificationCard {
  labelId: string;
  title: string;
  description: string | null;
  /** The label's key, for the rules of its kind. */
  key: string | null;
  status: KycDocumentStatus;
  sides: readonly KycSide[];
  sent: Partial<Record<KycSide, KycSentFile>>;
}

/** A status as the back end writes it, in any case; anything else reads as still requested. */
function statusOf(value: string | null | undefined): KycDocumentStatus {
  const status = value?.trim().toLowerCase();
  return KYC_DOCUMENT_STATUSES.find((known) => known === status) ?? "requested";
}

/**
 * The cards of the verification page (see docs/features.md, "Identity verification (KYC)"): one
 * per document kind the back end asks for, in its order, with the sides it needs and, per side,
 * the newest file sent for it.
 *
 * @example verificationCards([{ id: 1, name: "Identity proof", hasBackSide: true, status: "requested" }], [])[0].sides // ["front", "back"]
 */
export function verificationCards(
  labels: readonly DocumentLabel[],
  documents: readonly UserDocument[],
): VerificationCard[] {
  return labels.map((label) => {
    const labelId = String(label.id);
    const sides: readonly KycSide[] = label.hasBackSide === true ? ["front", "back"] : ["front"];
    const sent: Partial<Record<KycSide, KycSentFile>> = {};
    const newestFirst = documents
      .filter((document) => String(document.documentLabelId) === labelId)
      .toSorted((a, b) => String(b.createdAt ?? "").localeCompare(String(a.createdAt ?? "")));
    for (const side of sides) {
      const document = newestFirst.find((candidate) => (candidate.side ?? "front") === side);
      if (document) sent[side] = { fileName: document.fileName ?? labelId, status: statusOf(document.status) };
    }
    return {
      labelId,
      title: label.name ?? labelId,
      description: label.description ?? null,
      key: label.key ?? null,
      status: statusOf(label.status),
      sides,
      sent,
    };
  });
}
