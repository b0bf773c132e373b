import { useLocale } from "@casino/i18n/react";
import { VisuallyHidden } from "radix-ui";
import type { ReactNode } from "react";
import type { RakebackCell } from "./calendarCells";
import { calendarDayFormat } from "./calendarDayFormat";
import "./RakebackCalendar.css";

const DAYS_PER_WEEK = 7;

export interface RakebackGridProps {
  cells: readonly RakebackCell[];
  label: string;
  renderCell(cell: RakebackCell): ReactNode;
  className?: string;
}

/** The calendar as a table of four weeks by seven days, Monday first, with weekday headers. */
export function RakebackGrid({ cells, label, renderCell, className }: RakebackGridProps) {
  const format = calendarDayFormat(useLocale());
  const weeks: RakebackCell[][] = [];
  for (let start = 0; start < cells.length; start += DAYS_PER_WEEK)
    weeks.push(cells.slice(start, start + DAYS_PER_WEEK));
  const firstWeek = weeks[0] ?? [];
  return (
    <section
      aria-label={label}
      data-variant="grid"
      className={className ? `casino-RakebackCalendar ${className}` : "casino-RakebackCalendar"}
    >
      <table className="casino-RakebackCalendar-grid">
        <thead>
          <tr>
            {firstWeek.map((cell) => (
              <th key={cell.day.dayDate} scope="col">
                <span aria-hidden="true">{format.weekdayShort(cell.day.dayDate)}</span>
                <VisuallyHidden.Root>{format.weekdayLong(cell.day.dayDate)}</VisuallyHidden.Root>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.day.dayDate}>
              {week.map((cell) => (
                <td key={cell.day.dayDate} aria-current={cell.timing === "today" ? "date" : undefined}>
                  {renderCell(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
