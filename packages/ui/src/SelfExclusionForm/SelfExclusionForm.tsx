import { SELF_EXCLUSION_OPTIONS, selfExclusionEndsAt, type SelfExclusionOption } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useId, useState } from "react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import { RadioGroup } from "../RadioGroup";
import "./SelfExclusionForm.css";

/** What the player chose: a permanent exclusion, or one of the periods. */
export type SelfExclusionChoice = "permanent" | SelfExclusionOption;

export interface SelfExclusionFormProps {
  /** When the player is choosing: the confirm says the day the exclusion ends from here. */
  now: Date;
  /** The player's zone: the end day is written in it. */
  timeZone: string;
  /** The exclusion is being sent. */
  busy?: boolean;
  /** A translated refusal, announced in the confirm. */
  error?: string | null;
  /** The confirm starts open on this choice (stories, screenshots). */
  defaultConfirming?: SelfExclusionChoice | null;
  onConfirm: (choice: SelfExclusionChoice) => void;
}

/**
 * Self-exclusion (see docs/features.md, "Self-exclusion, time-out and freeze"): permanent or one of
 * the periods, then a confirm that says what will happen (until when, signed out, only withdrawal
 * open, no way to shorten it) before anything is sent.
 */
export function SelfExclusionForm({
  now,
  timeZone,
  busy = false,
  error,
  defaultConfirming = null,
  onConfirm,
}: SelfExclusionFormProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const [choice, setChoice] = useState<SelfExclusionChoice>(defaultConfirming ?? "1d");
  const [confirming, setConfirming] = useState(defaultConfirming !== null);
  const options = [
    ...SELF_EXCLUSION_OPTIONS.map((option) => ({ value: option.key, label: t(`exclusion.option.${option.key}`) })),
    { value: "permanent", label: t("exclusion.option.permanent") },
  ];
  const until =
    choice === "permanent"
      ? null
      : new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(
          selfExclusionEndsAt(choice, now, timeZone),
        );

  return (
    <section className="casino-SelfExclusionForm" aria-labelledby={titleId}>
      <h2 id={titleId} className="casino-SelfExclusionForm-title">
        {t("exclusion.title")}
      </h2>
      <p>{t("exclusion.intro")}</p>
      <RadioGroup
        label={t("exclusion.length")}
        options={options}
        value={choice}
        onValueChange={(value) => setChoice(value as SelfExclusionChoice)}
      />
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t("exclusion.continue")}
        </Button>
      </div>
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          if (!busy) setConfirming(open);
        }}
        title={t("exclusion.confirm.title")}
        description={until === null ? t("exclusion.confirm.permanent") : t("exclusion.confirm.until", { DATE: until })}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {t("exclusion.cancel")}
            </Button>
            <Button busy={busy} onClick={() => onConfirm(choice)}>
              {t("exclusion.confirm")}
            </Button>
          </>
        }
      >
        <ul className="casino-SelfExclusionForm-effects">
          <li>{t("exclusion.effect.signed.out")}</li>
          <li>{t("exclusion.effect.withdraw.only")}</li>
          <li>{t("exclusion.effect.final")}</li>
        </ul>
        {error ? (
          <p className="casino-SelfExclusionForm-error" role="alert">
            {error}
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
