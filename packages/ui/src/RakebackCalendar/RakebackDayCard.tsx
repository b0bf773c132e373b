import { useLocale, useT } from "@casino/i18n/react";
import { VisuallyHidden } from "radix-ui";
import { useId } from "react";
import { Button } from "../Button";
import { Money } from "../Money";
import type { RakebackCell } from "./calendarCells";
import { DISPLAY_STATE_TEXT_KEYS } from "./calendarCells";
import { calendarDayFormat } from "./calendarDayFormat";
import "./RakebackCalendar.css";

export interface RakebackDayCardProps {
  cell: RakebackCell;
  currencyCode: string;
  crypto: boolean;
  onClaim(cell: RakebackCell): void;
  /** This day's claim is running. */
  claiming: boolean;
  /** Another day's claim is running: one claim at a time. */
  claimLocked: boolean;
}

/** What one day of the rakeback calendar shows: its date, reward, state and the Get button. */
export function RakebackDayCard({ cell, currencyCode, crypto, onClaim, claiming, claimLocked }: RakebackDayCardProps) {
  const t = useT();
  const format = calendarDayFormat(useLocale());
  const dateId = useId();
  const { day } = cell;
  return (
    <div className="casino-RakebackCalendar-day" data-state={cell.state} data-timing={cell.timing}>
      <time id={dateId} className="casino-RakebackCalendar-date" dateTime={day.dayDate}>
        <span aria-hidden="true">{format.dayOfMonth(day.dayDate)}</span>
        <VisuallyHidden.Root>{format.full(day.dayDate)}</VisuallyHidden.Root>
      </time>
      <span className="casino-RakebackCalendar-amount">
        {day.amount > 0 ? <Money amount={day.amount} currencyCode={currencyCode} crypto={crypto} /> : null}
      </span>
      <span className="casino-RakebackCalendar-state">{t(DISPLAY_STATE_TEXT_KEYS[cell.state])}</span>
      {cell.claimable ? (
        <Button
          size="sm"
          className="casino-RakebackCalendar-get"
          busy={claiming}
          disabled={claimLocked}
          aria-describedby={dateId}
          onClick={() => onClaim(cell)}
        >
          {t("button.get")}
        </Button>
      ) : null}
    </div>
  );
}
