import type { RakebackDay } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { VisuallyHidden } from "radix-ui";
import { ErrorState } from "../ErrorState";
import { Skeleton } from "../Skeleton";
import { rakebackCells, type RakebackCell } from "./calendarCells";
import { RakebackCarousel } from "./RakebackCarousel";
import { RakebackClaimResultModal, type RakebackClaimResult } from "./RakebackClaimResultModal";
import "./RakebackCalendar.css";
import { RakebackDayCard } from "./RakebackDayCard";
import { RakebackGrid } from "./RakebackGrid";

/** Cells the loading state reserves, so the calendar does not jump when the days arrive. */
const PLACEHOLDER_CELLS = { grid: 28, carousel: 7 } as const;

export interface RakebackCalendarProps {
  /** `grid`: four weeks by seven days; `carousel`: one row that moves on every 3 s. */
  variant?: "grid" | "carousel";
  /** The days from get-rakeback-days; calendar days missing from it show as empty days. */
  days: readonly RakebackDay[];
  /** The current time; the calendar's 28 days and each day's state follow from it. */
  now: Date;
  /** The player's IANA zone, `UTC` by default. */
  zone?: string;
  /** Signed in: only then does a Get button show. */
  authenticated: boolean;
  currencyCode: string;
  crypto?: boolean;
  /** `loading` reserves the calendar's space; `error` offers a retry. */
  status?: "ready" | "loading" | "error";
  onRetry?: () => void;
  /** The player pressed Get on a day. */
  onClaim(day: RakebackDay): void;
  /** The `dayDate` whose claim is running: its Get button is busy, the others wait. */
  claimingDate?: string | null;
  /** The last claim's result, shown in a modal until `onClaimResultClose`. */
  claimResult?: RakebackClaimResult | null;
  onClaimResultClose?: () => void;
  className?: string;
}

/**
 * The daily rakeback calendar (see docs/features.md, "Rakeback calendar"): 28 days from the Monday of last week, each day
 * claimed, not claimed, available to claim or play to win (`data-state` on the day), a Get button
 * on the days the rules allow, and the claim's result in a modal. Every rule comes from
 * `@casino/domain`.
 */
export function RakebackCalendar({
  variant = "grid",
  days,
  now,
  zone,
  authenticated,
  currencyCode,
  crypto = false,
  status = "ready",
  onRetry,
  onClaim,
  claimingDate = null,
  claimResult = null,
  onClaimResultClose = () => undefined,
  className,
}: RakebackCalendarProps) {
  const t = useT();
  const label = t("rakeback.calendar.title");
  const rootClass = className ? `casino-RakebackCalendar ${className}` : "casino-RakebackCalendar";

  const modal = (
    <RakebackClaimResultModal
      result={claimResult}
      currencyCode={currencyCode}
      crypto={crypto}
      onClose={onClaimResultClose}
    />
  );

  if (status !== "ready") {
    return (
      <section aria-label={label} aria-busy={status === "loading"} data-variant={variant} className={rootClass}>
        {status === "loading" ? (
          <>
            <VisuallyHidden.Root asChild>
              <p role="status">{t("common.loading")}</p>
            </VisuallyHidden.Root>
            <div className="casino-RakebackCalendar-placeholders" data-variant={variant}>
              {Array.from({ length: PLACEHOLDER_CELLS[variant] }, (_, index) => (
                <Skeleton key={index} shape="block" className="casino-RakebackCalendar-placeholder" />
              ))}
            </div>
          </>
        ) : (
          <ErrorState onRetry={onRetry} />
        )}
        {modal}
      </section>
    );
  }

  const cells = rakebackCells(days, { now, zone, authenticated });
  const renderCell = (cell: RakebackCell) => (
    <RakebackDayCard
      cell={cell}
      currencyCode={currencyCode}
      crypto={crypto}
      onClaim={(claimed) => onClaim(claimed.day)}
      claiming={claimingDate === cell.day.dayDate}
      claimLocked={claimingDate !== null && claimingDate !== cell.day.dayDate}
    />
  );

  return (
    <>
      {variant === "carousel" ? (
        <RakebackCarousel cells={cells} label={label} renderCell={renderCell} className={className} />
      ) : (
        <RakebackGrid cells={cells} label={label} renderCell={renderCell} className={className} />
      )}
      {modal}
    </>
  );
}
