import { formatMoney } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { hoursAndMinutes } from "./hours-and-minutes";
import "./SessionClock.css";

export interface SessionClockProps {
  /** How long the session has run, in milliseconds. */
  elapsedMs: number;
  /** Wins less stakes since the session started. */
  netPosition: number;
  currencyCode: string;
}

/**
 * The session's time and net position, always in view while signed in where the market asks for
 * it (see docs/features.md, "Reality check"). Minutes only, so a screen reader is not told every
 * second.
 */
export function SessionClock({ elapsedMs, netPosition, currencyCode }: SessionClockProps) {
  const t = useT();
  const locale = useLocale();
  const { hours, minutes } = hoursAndMinutes(elapsedMs);
  return (
    <p className="casino-SessionClock" aria-label={t("reality.clock.label")}>
      <span className="casino-SessionClock-time">
        {t("reality.clock.time", { HOURS: String(hours), MINUTES: String(minutes).padStart(2, "0") })}
      </span>
      <span className="casino-SessionClock-net" data-net={netPosition < 0 ? "down" : "up"}>
        {t("reality.clock.net", { NET: formatMoney(netPosition, currencyCode, { locale }) })}
      </span>
    </p>
  );
}
