import {
  exclusionLengthEndsAt,
  SELF_EXCLUSION_OPTIONS,
  SELF_EXCLUSION_PERIOD_UNITS,
  selfExclusionEndsAt,
  validateSelfExclusionPeriod,
  type SelfExclusionOption,
  type SelfExclusionPeriodUnit,
  dateTimeFormat,
} from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useLocale, useT } from "@casino/i18n/react";
import { useState } from "react";
import { RadioGroup } from "../RadioGroup";
import { Select } from "../Select";
import { SettingsCard } from "../SettingsCard";
import { TextField } from "../TextField";
import { BreakConfirm } from "./BreakConfirm";
import "./SelfExclusionForm.css";

/** A custom self-exclusion: a whole number of months or days (the spec's custom type). */
export interface CustomSelfExclusion {
  value: number;
  unit: SelfExclusionPeriodUnit;
}

/** What the player chose: a permanent exclusion, one of the periods, or a custom length. */
export type SelfExclusionChoice = "permanent" | SelfExclusionOption | CustomSelfExclusion;

export interface SelfExclusionFormProps {
  /** When the player is choosing: the confirm says the minute the exclusion ends from here. */
  now: Date;
  /** The player's zone: the end is written in it, and days and months count on its calendar. */
  timeZone: string;
  /** The exclusion is being sent. */
  busy?: boolean;
  /** A translated refusal, announced in the confirm. */
  error?: string | null;
  /** The confirm starts open on this choice (stories, screenshots). */
  defaultConfirming?: SelfExclusionChoice | null;
  onConfirm: (choice: SelfExclusionChoice) => void;
}

type Picked = "permanent" | "custom" | SelfExclusionOption;

/** The instant a choice ends, `null` for a permanent one. */
function endsAt(choice: SelfExclusionChoice, now: Date, timeZone: string): Date | null {
  if (choice === "permanent") return null;
  if (typeof choice === "object") return exclusionLengthEndsAt(choice.value, choice.unit, now, timeZone);
  return selfExclusionEndsAt(choice, now, timeZone);
}

/**
 * Self-exclusion (see docs/features.md, "Self-exclusion, time-out and freeze"): permanent, one of
 * the periods or a custom number of months or days, then a confirm that says what will happen
 * (until which minute, signed out, only withdrawal open, no way to shorten it) before anything is
 * sent. A custom length is checked by the domain's rule before the confirm opens.
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
  const initial = defaultConfirming ?? "1d";
  const [picked, setPicked] = useState<Picked>(typeof initial === "object" ? "custom" : initial);
  const [customValue, setCustomValue] = useState(typeof initial === "object" ? String(initial.value) : "");
  const [customUnit, setCustomUnit] = useState<SelfExclusionPeriodUnit>(
    typeof initial === "object" ? initial.unit : "months",
  );
  const [customError, setCustomError] = useState<string | null>(null);
  const options = [
    ...SELF_EXCLUSION_OPTIONS.map((option) => ({ value: option.key, label: t(`exclusion.option.${option.key}`) })),
    { value: "custom", label: t("exclusion.option.custom") },
    { value: "permanent", label: t("exclusion.option.permanent") },
  ];
  const customNumber = customValue.trim() === "" ? null : Number(customValue);
  const customProblem = validateSelfExclusionPeriod(customNumber);
  const choice: SelfExclusionChoice | null =
    picked !== "custom"
      ? picked
      : customProblem === null && customNumber !== null
        ? { value: customNumber, unit: customUnit }
        : null;
  const end = choice === null ? null : endsAt(choice, now, timeZone);
  const until =
    end === null ? null : dateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(end);

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
          onContinue={() => {
            setCustomError(picked === "custom" ? customProblem : null);
            return choice !== null;
          }}
          onConfirm={() => {
            if (choice !== null) onConfirm(choice);
          }}
        />
      }
    >
      <RadioGroup
        label={t("exclusion.length")}
        options={options}
        value={picked}
        onValueChange={(value) => {
          setPicked(value as Picked);
          setCustomError(null);
        }}
      />
      {picked === "custom" ? (
        <div className="casino-SelfExclusionForm-custom">
          <TextField
            label={t("exclusion.custom.value")}
            inputMode="numeric"
            autoComplete="off"
            value={customValue}
            error={customError === null ? undefined : t(dynamicTextKey(customError))}
            onChange={(event) => setCustomValue(event.target.value)}
          />
          <Select
            label={t("exclusion.custom.unit")}
            options={SELF_EXCLUSION_PERIOD_UNITS.map((unit) => ({
              value: unit,
              label: t(`exclusion.custom.unit.${unit}`),
            }))}
            value={customUnit}
            onValueChange={(next) => setCustomUnit(next as SelfExclusionPeriodUnit)}
          />
        </div>
      ) : null}
    </SettingsCard>
  );
}
