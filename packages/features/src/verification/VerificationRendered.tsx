"use client";

import { errorMessageKey } from "@casino/api-client";
import { useDocumentLabels, useDocuments, useUploadDocument, useUserDetails } from "@casino/api-client/react";
import {
  DOCUMENT_REVIEW_MAX_HOURS,
  isKycStatusDiscrepancy,
  KYC_APPROVED_STATUS,
  kycDocumentTypeOf,
  oldestProofOfAddressDate,
} from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useLocale, useT } from "@casino/i18n/react";
import { Button, ErrorState, KycDocumentCard, Skeleton, type KycSide } from "@casino/ui";
import { useRef, useState } from "react";
import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import { formatCalendarDay } from "../time/format-day.js";
import { useBrowserZone } from "../time/use-browser-zone.js";
import { useRenderedNow } from "../time/use-rendered-now.js";
import { verificationCards } from "./verification-cards.js";

/** The upload on its way: which card and side, and the file's name. */
type Upload = { labelId: string; side: KycSide; fileName: string };

/**
 * {@link VerificationPanel} with its API client, drawn on the server with the page's awaited reads of
 * the document kinds and the player's documents, and hydrated once its chunk has loaded
 * (docs/performance.md, "Signed-in pages drawn on the server").
 */
export default function VerificationRendered({ renderedAt }: { renderedAt: Date }) {
  return (
    <WithRenderedApiClient>
      <VerificationPanel renderedAt={renderedAt} />
    </WithRenderedApiClient>
  );
}

/**
 * The player's identity verification (see docs/features.md, "Identity verification (KYC)"): one
 * card per document the back end asks for, each upload with its progress and cancel, a failure in
 * words on its card, and the status-discrepancy screen when every document is confirmed but the
 * account is not yet approved.
 */
function VerificationPanel({ renderedAt }: { renderedAt: Date }) {
  const t = useT();
  const locale = useLocale();
  const labels = useDocumentLabels();
  const documents = useDocuments();
  const user = useUserDetails();
  const upload = useUploadDocument();
  const [uploading, setUploading] = useState<Upload | null>(null);
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const cancel = useRef<AbortController | null>(null);
  // The age rule names a day: the server's, until hydrated, then the visitor's.
  const oldestAddressDay = oldestProofOfAddressDate(useRenderedNow(renderedAt), useBrowserZone());

  if (labels.isError || documents.isError) {
    return (
      <ErrorState
        headingLevel={2}
        onRetry={() => {
          void labels.refetch();
          void documents.refetch();
        }}
      />
    );
  }
  if (labels.data === undefined || documents.data === undefined) return <Skeleton shape="block" height={480} />;

  const kycStatus = user.data?.getUser.kycStatus;
  const approved = kycStatus?.trim().toUpperCase() === KYC_APPROVED_STATUS;
  const discrepancy = isKycStatusDiscrepancy(
    documents.data.map((document) => document.status),
    kycStatus,
  );
  const cards = verificationCards(labels.data, documents.data);

  function send(labelId: string, side: KycSide, file: File) {
    const controller = new AbortController();
    cancel.current = controller;
    setSent(null);
    setFailures(({ [labelId]: _cleared, ...rest }) => rest);
    setUploading({ labelId, side, fileName: file.name });
    upload.mutate(
      { file, fileName: file.name, documentLabelId: labelId, side, signal: controller.signal },
      {
        onSuccess: () => setSent(t("kyc.uploaded", { FILE: file.name })),
        onError: (error) => {
          // A cancelled upload is the player's choice, not a failure.
          if (!controller.signal.aborted)
            setFailures((now) => ({ ...now, [labelId]: t(dynamicTextKey(errorMessageKey(error))) }));
        },
        onSettled: () => {
          cancel.current = null;
          setUploading(null);
        },
      },
    );
  }

  return (
    <div className="page-stack">
      <div className="verification-head">
        {approved ? (
          <p className="verification-approved">{t("kyc.approved")}</p>
        ) : (
          <p>{t("kyc.intro", { HOURS: String(DOCUMENT_REVIEW_MAX_HOURS) })}</p>
        )}
        {/* Always in the page, so a screen reader hears each upload's answer when it arrives. */}
        <p role="status">{sent}</p>
      </div>
      {discrepancy ? (
        <section className="verification-discrepancy" aria-labelledby="verification-discrepancy">
          <h2 id="verification-discrepancy">{t("kyc.discrepancy.title")}</h2>
          <p>{t("kyc.discrepancy.text")}</p>
          <Button
            variant="secondary"
            busy={user.isFetching}
            onClick={() => {
              void user.refetch();
              void documents.refetch();
            }}
          >
            {t("kyc.discrepancy.refresh")}
          </Button>
        </section>
      ) : null}
      {cards.map((card) => (
        <KycDocumentCard
          key={card.labelId}
          title={card.title}
          description={card.description}
          status={card.status}
          sides={card.sides}
          sent={card.sent}
          rule={
            kycDocumentTypeOf(card.key) === "proofOfAddress"
              ? t("kyc.address.rule", { DATE: formatCalendarDay(oldestAddressDay, locale) })
              : null
          }
          uploading={uploading?.labelId === card.labelId ? uploading : null}
          error={failures[card.labelId] ?? null}
          onUpload={(side, file) => {
            if (uploading === null) send(card.labelId, side, file);
          }}
          onCancel={() => cancel.current?.abort()}
        />
      ))}
    </div>
  );
}
