import { validateSessionTimeLimit, type SessionTimeLimitUnit } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { useState, type FormEvent } from "react";
import { Button } from "../Button";
import { Select } from "../Select";
import { SettingsCard } from "../SettingsCard";
import { TextField } from "../TextField";
import "./SessionLimitForm.css";

const UNITS: readonly SessionTimeLimitUnit[] = ["minutes", "hours", "days"];

export interface SessionLimitFormProps {
  /** The session time limit in force, in minutes; `null` when none is set. */
  currentMinutes: number | null;
  /** A change or a removal is being sent. */
  busy?: boolean;
  /** A translated refusal of the last change or removal, announced. */
  error?: string | null;
  onSave: (value: number, unit: SessionTimeLimitUnit) => void;
  onRemove: () => void;
}

/**
 * The session time limit (see docs/features.md, "Limits"): from 10 minutes, 1 hour or 1 day up to
 * 720 hours or 30 days, checked by the domain's rule before anything is sent; set, changed or
 * removed, with the back end's refusal in words.
 */
export function SessionLimitForm({ currentMinutes, busy = false, error, onSave, onRemove }: SessionLimitFormProps) {
  const t = useT();
  const [value, setValue] = useState("");
  const [unit, setUnit] = useState<SessionTimeLimitUnit>("hours");
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const requested = value.trim() === "" ? Number.NaN : Number(value);
    const key =
      validateSessionTimeLimit(requested, unit) ??
      (Number.isInteger(requested) ? null : "form.validation.invalid.format");
    setInvalid(key);
    if (key === null) onSave(requested, unit);
  };

  return (
    <SettingsCard title={t("limits.session.title")} intro={t("limits.session.intro")} error={error}>
      <p className="casino-SessionLimitForm-current">
        {currentMinutes === null
          ? t("limits.session.none")
          : t("limits.session.current", { MINUTES: String(currentMinutes) })}
      </p>
      <form className="casino-SessionLimitForm-form" onSubmit={submit} noValidate>
        <TextField
          label={t("limits.session.value")}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          error={invalid === null ? undefined : t(dynamicTextKey(invalid))}
          onChange={(event) => setValue(event.target.value)}
        />
        <Select
          label={t("limits.session.unit")}
          options={UNITS.map((entry) => ({ value: entry, label: t(`limits.session.unit.${entry}`) }))}
          value={unit}
          onValueChange={(next) => setUnit(next as SessionTimeLimitUnit)}
        />
        <div className="casino-SessionLimitForm-actions">
          <Button type="submit" busy={busy}>
            {currentMinutes === null ? t("limits.set") : t("limits.change")}
          </Button>
          {currentMinutes === null ? null : (
            <Button type="button" variant="secondary" disabled={busy} onClick={onRemove}>
              {t("limits.remove")}
            </Button>
          )}
        </div>
      </form>
    </SettingsCard>
  );
}
