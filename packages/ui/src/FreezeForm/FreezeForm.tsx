import {
  FREEZE_OPTIONS,
  TIME_OUT_OPTIONS,
  freezeEndsAt,
  timeOutEndsAt,
  type FreezeOption,
  type TimeOutOption,
  dateTimeFormat,
} from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useLocale, useT } from "@casino/i18n/react";
import { useState } from "react";
import { RadioGroup } from "../RadioGroup";
import { BreakConfirm } from "../SelfExclusionForm/BreakConfirm";
import { SettingsCard } from "../SettingsCard";

/** A break shorter than a self-exclusion: an account freeze, or a time-out. */
export type BreakKind = "freeze" | "time-out";

/** The length a player chose: a freeze option or a time-out option, by `kind`. */
export type BreakChoice = FreezeOption | TimeOutOption;

export interface FreezeFormProps {
  /** A freeze (1, 3, 7, 10 days, 1 week) or a time-out (24 hours to 6 weeks). */
  kind: BreakKind;
  /** The lengths offered, shortest first: every freeze option, or the time-outs the market allows. */
  options: readonly BreakChoice[];
  /** When the player is choosing: the confirm says when the break ends from here. */
  now: Date;
  /** The player's zone: the end is written in it. */
  timeZone: string;
  /** The break is being sent. */
  busy?: boolean;
  /** A translated refusal, announced in the confirm. */
  error?: string | null;
  /** The confirm starts open on this choice (stories, screenshots). */
  defaultConfirming?: BreakChoice | null;
  onConfirm: (choice: BreakChoice) => void;
}

const TEXT_GROUP = { freeze: "freeze", "time-out": "timeout" } as const satisfies Record<BreakKind, string>;

function endsAt(kind: BreakKind, choice: BreakChoice, now: Date, zone: string): Date {
  return kind === "freeze"
    ? freezeEndsAt(choice as FreezeOption, now, zone)
    : timeOutEndsAt(choice as TimeOutOption, now, zone);
}

/**
 * An account freeze or a time-out (see docs/features.md, "Self-exclusion, time-out and freeze"):
 * one of the lengths, then a confirm that says until when and what happens (signed out, only
 * withdrawal open, no way to shorten it) before anything is sent.
 */
export function FreezeForm({
  kind,
  options,
  now,
  timeZone,
  busy = false,
  error,
  defaultConfirming = null,
  onConfirm,
}: FreezeFormProps) {
  const t = useT();
  const locale = useLocale();
  const group = TEXT_GROUP[kind];
  const known: readonly string[] = (kind === "freeze" ? FREEZE_OPTIONS : TIME_OUT_OPTIONS).map((option) => option.key);
  const offered = options.filter((option) => known.includes(option));
  const [choice, setChoice] = useState<BreakChoice | undefined>(defaultConfirming ?? offered[0]);
  if (choice === undefined) return null;
  const until = dateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(
    endsAt(kind, choice, now, timeZone),
  );

  return (
    <SettingsCard
      title={t(`${group}.title`)}
      intro={t(`${group}.intro`)}
      actions={
        <BreakConfirm
          title={t(`${group}.confirm.title`)}
          description={t(`${group}.confirm.until`, { DATE: until })}
          confirmLabel={t(`${group}.confirm`)}
          busy={busy}
          error={error}
          defaultOpen={defaultConfirming !== null}
          onConfirm={() => onConfirm(choice)}
        />
      }
    >
      <RadioGroup
        label={t("exclusion.length")}
        options={offered.map((option) => ({ value: option, label: t(dynamicTextKey(`${group}.option.${option}`)) }))}
        value={choice}
        onValueChange={(value) => setChoice(value as BreakChoice)}
      />
    </SettingsCard>
  );
}
