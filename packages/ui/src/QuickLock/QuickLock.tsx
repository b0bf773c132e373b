import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { SettingsCard } from "../SettingsCard";

export interface QuickLockProps {
  /** The lock is being sent. */
  busy?: boolean;
  /** A translated refusal, announced. */
  error?: string | null;
  onLock: () => void;
}

/**
 * The one-tap 24-hour lock (a time-out) that markets such as Germany ask for (see docs/features.md,
 * "Self-exclusion, time-out and freeze"): one button, no confirm, so it works when it is needed.
 */
export function QuickLock({ busy = false, error, onLock }: QuickLockProps) {
  const t = useT();
  return (
    <SettingsCard
      title={t("timeout.lock.title")}
      intro={t("timeout.lock.intro")}
      error={error}
      actions={
        <Button busy={busy} onClick={onLock}>
          {t("timeout.lock")}
        </Button>
      }
    />
  );
}
