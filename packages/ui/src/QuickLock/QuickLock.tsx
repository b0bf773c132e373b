import { useT } from "@casino/i18n/react";
import { useId } from "react";
import { Button } from "../Button";
import "./QuickLock.css";

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
  const titleId = useId();
  return (
    <section className="casino-QuickLock" aria-labelledby={titleId}>
      <h2 id={titleId} className="casino-QuickLock-title">
        {t("timeout.lock.title")}
      </h2>
      <p>{t("timeout.lock.intro")}</p>
      <div>
        <Button busy={busy} onClick={onLock}>
          {t("timeout.lock")}
        </Button>
      </div>
      {error ? (
        <p className="casino-QuickLock-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
