import {
  DOCUMENT_REVIEW_MAX_HOURS,
  UPLOAD_ALLOWED_EXTENSIONS,
  UPLOAD_ALLOWED_MIME_TYPES,
  validateUpload,
} from "@casino/domain";
import type { KycDocumentStatus } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { useState, type DragEvent } from "react";
import { Button } from "../Button";
import { SettingsCard } from "../SettingsCard";
import "../Button/Button.css";
import "./KycDocumentCard.css";

/** A side of a document. */
export type KycSide = "front" | "back";

/** A file already sent for one side, and where its review stands. */
export interface KycSentFile {
  fileName: string;
  status: KycDocumentStatus;
}

export interface KycDocumentCardProps {
  /** The kind of document, as the back end names it ("Identity proof"). */
  title: string;
  /** What it may be ("Passport, ID card or driving licence"). */
  description?: string | null;
  /** Where the whole document stands. */
  status: KycDocumentStatus;
  /** The sides asked for: the front only, or front and back. */
  sides: readonly KycSide[];
  /** The file sent for each side. */
  sent?: Partial<Record<KycSide, KycSentFile>>;
  /** A rule the document must meet, in words (a proof of address's age). */
  rule?: string | null;
  /** The upload on its way, by side and file name. */
  uploading?: { side: KycSide; fileName: string } | null;
  /** The translated text of the last failed upload; a refused file is told by the card itself. */
  error?: string | null;
  /** A file that passed the type and size checks, for `side`. */
  onUpload(side: KycSide, file: File): void;
  /** The player cancels the upload on its way. */
  onCancel?(): void;
}

const ACCEPT = [...UPLOAD_ALLOWED_EXTENSIONS.map((extension) => `.${extension}`), ...UPLOAD_ALLOWED_MIME_TYPES].join(
  ",",
);

/** Whether a side still needs a file: none sent yet, or the one sent was rejected. */
function needsFile(sent: KycSentFile | undefined): boolean {
  return sent === undefined || sent.status === "rejected";
}

/**
 * One document of the player's identity verification (see docs/features.md, "Identity
 * verification (KYC)"): its kind, status and rule, and for each side still needed a file picker,
 * the phone's camera and a drop zone. A file of the wrong type or over 25 MB is refused in words
 * before anything is sent; an upload on its way shows its progress and can be cancelled.
 */
export function KycDocumentCard({
  title,
  description,
  status,
  sides,
  sent = {},
  rule,
  uploading = null,
  error = null,
  onUpload,
  onCancel,
}: KycDocumentCardProps) {
  const t = useT();
  const [refused, setRefused] = useState<string | null>(null);
  const [dragging, setDragging] = useState<KycSide | null>(null);

  function take(side: KycSide, file: File | undefined) {
    const problem = validateUpload(file ?? null);
    if (problem !== null || file === undefined) {
      setRefused(t(dynamicTextKey(problem ?? "form.validation.invalid.required")));
      return;
    }
    setRefused(null);
    onUpload(side, file);
  }

  function drop(side: KycSide, event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(null);
    take(side, event.dataTransfer.files[0]);
  }

  return (
    <SettingsCard title={title} intro={description ?? undefined} error={refused ?? error}>
      {rule ? <p className="casino-KycDocumentCard-rule">{rule}</p> : null}
      <p className="casino-KycDocumentCard-status" data-status={status}>
        {t(`kyc.status.${status}`, { HOURS: String(DOCUMENT_REVIEW_MAX_HOURS) })}
      </p>
      {sides.map((side) => {
        const file = sent[side];
        const label = sides.length > 1 ? t(`kyc.side.${side}`) : t("kyc.side.single");
        const busy = uploading?.side === side;
        return (
          // Dropping a file is an addition for a mouse: the pickers inside are the keyboard's way.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <fieldset
            key={side}
            className="casino-KycDocumentCard-side"
            data-dragging={dragging === side ? "" : undefined}
            disabled={uploading !== null && !busy}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(side);
            }}
            onDragLeave={() => setDragging(null)}
            onDrop={(event) => drop(side, event)}
          >
            <legend>{label}</legend>
            {file === undefined ? null : (
              <p className="casino-KycDocumentCard-file">
                {file.fileName} · {t(`kyc.status.${file.status}`, { HOURS: String(DOCUMENT_REVIEW_MAX_HOURS) })}
              </p>
            )}
            {busy ? (
              <div className="casino-KycDocumentCard-progress">
                <progress aria-label={t("kyc.uploading", { FILE: uploading.fileName })} />
                <span>{t("kyc.uploading", { FILE: uploading.fileName })}</span>
                {onCancel ? (
                  <Button variant="secondary" size="sm" onClick={onCancel}>
                    {t("kyc.upload.cancel")}
                  </Button>
                ) : null}
              </div>
            ) : status !== "confirmed" && needsFile(file) ? (
              <div className="casino-KycDocumentCard-pick">
                <label className="casino-Button casino-KycDocumentCard-choose" data-variant="primary" data-size="md">
                  <input
                    type="file"
                    accept={ACCEPT}
                    onChange={(event) => {
                      take(side, event.target.files?.[0]);
                      event.target.value = "";
                    }}
                  />
                  <span>{t("kyc.choose")}</span>
                </label>
                <label className="casino-Button casino-KycDocumentCard-choose" data-variant="secondary" data-size="md">
                  <input
                    type="file"
                    accept="image/jpeg,image/png"
                    capture="environment"
                    onChange={(event) => {
                      take(side, event.target.files?.[0]);
                      event.target.value = "";
                    }}
                  />
                  <span>{t("kyc.camera")}</span>
                </label>
                <span className="casino-KycDocumentCard-hint">
                  {t("kyc.drop")} · {t("kyc.formats")}
                </span>
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </SettingsCard>
  );
}
