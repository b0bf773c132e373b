import { dateTimeFormat } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import "./CashierClosed.css";

export interface CashierClosedProps {
  /** The exclusion never ends. */
  permanent: boolean;
  /** The instant the exclusion ends (the domain's `mayStakeMoney`); `null` when permanent or unknown. */
  until: Date | null;
  /** The player's zone: the end is written in it, to the minute. */
  timeZone: string;
  /** Where the player withdraws: a self-excluded player may still take their money out. */
  withdrawHref: string;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** What is closed, for the title: the cashier's deposits (default) or a game's real-money play. */
  subject?: "deposits" | "play";
}

/**
 * The cashier, or a game's real-money play, of a player who may not stake money (see
 * docs/features.md, "Self-exclusion, time-out and freeze"): why it is closed, until which minute in
 * the player's zone, and the way to withdraw; nothing that stakes money.
 */
export function CashierClosed({
  permanent,
  until,
  timeZone,
  withdrawHref,
  headingLevel = 2,
  subject = "deposits",
}: CashierClosedProps) {
  const t = useT();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="casino-CashierClosed" aria-labelledby="casino-CashierClosed-title" data-testid="cashier-closed">
      <Heading id="casino-CashierClosed-title" className="casino-CashierClosed-title">
        {t(subject === "play" ? "game.play.closed.title" : "cashier.closed.title")}
      </Heading>
      <p className="casino-CashierClosed-reason">
        {permanent || until === null
          ? t("cashier.closed.self.exclusion.permanent")
          : t("cashier.closed.self.exclusion.until", {
              DATE: dateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(until),
            })}
      </p>
      <p className="casino-CashierClosed-withdraw-text">{t("cashier.closed.withdraw.text")}</p>
      <a className="casino-CashierClosed-withdraw" href={withdrawHref}>
        {t("cashier.closed.withdraw")}
      </a>
    </section>
  );
}
