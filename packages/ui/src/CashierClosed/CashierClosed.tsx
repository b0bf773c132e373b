import { useT } from "@casino/i18n/react";
import "./CashierClosed.css";

export interface CashierClosedProps {
  /** The exclusion never ends. */
  permanent: boolean;
  /** The exclusion's last day, already formatted for the player's locale; `null` when permanent or unknown. */
  lastDay: string | null;
  /** Where the player withdraws: a self-excluded player may still take their money out. */
  withdrawHref: string;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** What is closed, for the title: the cashier's deposits (default) or a game's real-money play. */
  subject?: "deposits" | "play";
}

/**
 * The cashier, or a game's real-money play, of a player who may not stake money (see
 * docs/features.md, "Self-exclusion, time-out and freeze"): why it is closed, until when, and the
 * way to withdraw; nothing that stakes money.
 */
export function CashierClosed({
  permanent,
  lastDay,
  withdrawHref,
  headingLevel = 2,
  subject = "deposits",
}: CashierClosedProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="casino-CashierClosed" aria-labelledby="casino-CashierClosed-title" data-testid="cashier-closed">
      <Heading id="casino-CashierClosed-title" className="casino-CashierClosed-title">
        {t(subject === "play" ? "game.play.closed.title" : "cashier.closed.title")}
      </Heading>
      <p className="casino-CashierClosed-reason">
        {permanent || lastDay === null
          ? t("cashier.closed.self.exclusion.permanent")
          : t("cashier.closed.self.exclusion.until", { DATE: lastDay })}
      </p>
      <p className="casino-CashierClosed-withdraw-text">{t("cashier.closed.withdraw.text")}</p>
      <a className="casino-CashierClosed-withdraw" href={withdrawHref}>
        {t("cashier.closed.withdraw")}
      </a>
    </section>
  );
}
