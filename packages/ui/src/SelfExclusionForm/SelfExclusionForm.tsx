import { SELF_EXCLUSION_OPTIONS, selfExclusionEndsAt, type SelfExclusionOption } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useState } from "react";
import { RadioGroup } from "../RadioGroup";
import { SettingsCard } from "../SettingsCard";
import { BreakConfirm } from "./BreakConfirm";

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
  const [choice, setChoice] = useState<SelfExclusionChoice>(defaultConfirming ?? "1d");
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
    <SettingsCard
      title={t("exclusion.title")}
      intro={t("exclusion.intro")}
      actions={
        <BreakConfirm
          title={t("exclusion.confirm.title")}
          description={
            until === null ? t("exclusion.confirm.permanent") : t("exclusion.confirm.until", { DATE: until })
          }
          confirmLabel={t("exclusion.confirm")}
          busy={busy}
          error={error}
          defaultOpen={defaultConfirming !== null}
          onConfirm={() => onConfirm(choice)}
        />
      }
    >
      <RadioGroup
        label={t("exclusion.length")}
        options={options}
        value={choice}
        onValueChange={(value) => setChoice(value as SelfExclusionChoice)}
      />
    </SettingsCard>
  );
}
