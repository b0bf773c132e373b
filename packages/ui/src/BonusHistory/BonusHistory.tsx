import { BONUS_STATUSES, type BonusStatus } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { useId } from "react";
import { Money } from "../Money";
import "./BonusHistory.css";

/** One bonus the player took. */
export interface BonusHistoryEntry {
  id: number | string;
  name: string;
  /** `active`, `availed` (claimed) or `cancelled`. */
  status?: string | null;
  amount?: number | null;
  /** When it was taken, already formatted for the player. */
  date: string;
}

export interface BonusHistoryProps {
  entries: readonly BonusHistoryEntry[];
  currencyCode: string;
  crypto?: boolean;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

function isKnownStatus(status: string): status is BonusStatus {
  return (BONUS_STATUSES as readonly string[]).includes(status);
}

/** The bonuses a player took, newest first, each with its status in words (see docs/features.md, "Bonuses"). */
export function BonusHistory({
  entries,
  currencyCode,
  crypto = false,
  headingLevel = 2,
  className,
}: BonusHistoryProps) {
  const t = useT();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={titleId}
      className={className ? `casino-BonusHistory ${className}` : "casino-BonusHistory"}
    >
      <Heading id={titleId} className="casino-BonusHistory-title">
        {t("bonus.history.title")}
      </Heading>
      {entries.length === 0 ? (
        <p className="casino-BonusHistory-empty">{t("bonus.history.empty")}</p>
      ) : (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than the screen must take focus to be scrolled by keyboard */}
          <div className="casino-BonusHistory-scroll" role="group" aria-labelledby={titleId} tabIndex={0}>
            <table className="casino-BonusHistory-table" aria-labelledby={titleId}>
              <thead>
                <tr>
                  <th scope="col">{t("bonus.history.bonus")}</th>
                  <th scope="col">{t("bonus.history.status")}</th>
                  <th scope="col">{t("bonus.history.amount")}</th>
                  <th scope="col">{t("bonus.history.date")}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => {
                  const status = entry.status?.trim().toLowerCase() ?? "";
                  return (
                    <tr key={entry.id}>
                      <th scope="row">{entry.name}</th>
                      <td>
                        <span className="casino-BonusHistory-status" data-status={status}>
                          {isKnownStatus(status) ? t(`bonus.status.${status}`) : (entry.status ?? "")}
                        </span>
                      </td>
                      <td>
                        {typeof entry.amount === "number" ? (
                          <Money amount={entry.amount} currencyCode={currencyCode} crypto={crypto} />
                        ) : null}
                      </td>
                      <td>{entry.date}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
