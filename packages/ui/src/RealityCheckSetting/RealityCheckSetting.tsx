import type { Translate } from "@casino/i18n";
import { useT } from "@casino/i18n/react";
import { RadioGroup } from "../RadioGroup";
import { SettingsCard } from "../SettingsCard";

/** The choice that leaves the market's default in force. */
const DEFAULT_CHOICE = "default";

export interface RealityCheckSettingProps {
  /** The intervals the market offers, in minutes (the jurisdiction profile's). */
  options: readonly number[];
  /** The market's interval when the player chose none, in minutes; `null` when the check is off by default. */
  defaultMinutes: number | null;
  /** The interval the player chose, in minutes; `null` for the market's default. */
  chosen: number | null;
  /** The change is being saved, or the player's choice is not known yet. */
  busy?: boolean;
  /** A new interval in minutes, or `null` for the market's default. */
  onChange(minutes: number | null): void;
  /** What the last change did, in words (announced). */
  notice?: string | null;
  /** Why the last change failed, in words. */
  error?: string | null;
}

/**
 * An interval in words: "Every 15 minutes", "Every hour", "Every 2 hours".
 *
 * @example realityCheckIntervalText(120, t) // "Every 2 hours"
 */
export function realityCheckIntervalText(minutes: number, t: Translate): string {
  if (minutes === 60) return t("reality.setting.every.hour");
  if (minutes % 60 === 0) return t("reality.setting.every.hours", { HOURS: String(minutes / 60) });
  return t("reality.setting.every.minutes", { MINUTES: String(minutes) });
}

/**
 * How often the reality check comes (see docs/features.md, "Reality check"): the market's
 * intervals to choose from, and its default (or Off, where the market has none), the outcome of
 * the change in words.
 */
export function RealityCheckSetting({
  options,
  defaultMinutes,
  chosen,
  busy = false,
  onChange,
  notice = null,
  error = null,
}: RealityCheckSettingProps) {
  const t = useT();
  const defaultLabel =
    defaultMinutes === null
      ? t("reality.setting.off")
      : t("reality.setting.default", { INTERVAL: realityCheckIntervalText(defaultMinutes, t) });
  const choices = [
    { value: DEFAULT_CHOICE, label: defaultLabel },
    ...options.map((minutes) => ({ value: String(minutes), label: realityCheckIntervalText(minutes, t) })),
  ];
  const current = chosen !== null && options.includes(chosen) ? String(chosen) : DEFAULT_CHOICE;
  return (
    <SettingsCard title={t("reality.setting.title")} intro={t("reality.setting.intro")} error={error}>
      <RadioGroup
        label={t("reality.setting.label")}
        options={choices}
        value={current}
        disabled={busy}
        onValueChange={(value) => onChange(value === DEFAULT_CHOICE ? null : Number(value))}
      />
      <p role="status">{notice}</p>
    </SettingsCard>
  );
}
