import { formatMoney, walletSummary, type WalletFigures } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import "../Button/Button.css";
import { EmptyState } from "../EmptyState";
import { ErrorState } from "../ErrorState";
import type { LinkComponent } from "../navigation";
import { Money } from "../Money";
import { Skeleton } from "../Skeleton";
import { VisuallyHidden } from "../VisuallyHidden";
import { WageringProgress } from "../WageringProgress";
import "./WalletSummary.css";

/** The wallet's figures and the currency they are in. */
export interface WalletSummaryFigures extends WalletFigures {
  currencyCode: string;
}

/** Props of {@link WalletSummary}. */
export interface WalletSummaryProps {
  /** `loading` until the figures arrive, `error` when they could not be read, else `ready`. */
  status: "loading" | "error" | "ready";
  /** The figures; needed when `status` is `ready`. */
  figures?: WalletSummaryFigures | undefined;
  /** Crypto amounts show up to 8 decimals. */
  crypto?: boolean;
  /** Reads the figures again (the error state's Try again). */
  onRetry?: () => void;
  /** The retry is running. */
  retrying?: boolean;
  /** The cashier, for the Deposit link. */
  depositHref: string;
  /** Renders the link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /** The headings' level, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The wallet (see docs/features.md, "Wallet"): the balance, the bonus balance and the real money,
 * the wager, the deposit wager and the rollover in the player's currency, the rollover's progress
 * as a bar, and what deposit wagering still holds a withdrawal back. An empty wallet invites a
 * deposit instead of a page of zeros; while loading it keeps the room, and a failed read offers
 * Try again.
 *
 * @example <WalletSummary status="ready" figures={figures} depositHref="/deposit" />
 */
export function WalletSummary({
  status,
  figures,
  crypto = false,
  onRetry,
  retrying,
  depositHref,
  linkComponent: Link = "a",
  headingLevel = 2,
  className,
}: WalletSummaryProps) {
  const t = useT();
  const locale = useLocale();
  const classes = className ? `casino-WalletSummary ${className}` : "casino-WalletSummary";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (status === "error" || (status === "ready" && figures === undefined)) {
    return (
      <ErrorState
        className={classes}
        headingLevel={headingLevel}
        message={t("wallet.error")}
        {...(onRetry ? { onRetry } : {})}
        {...(retrying === undefined ? {} : { retrying })}
      />
    );
  }
  if (status === "loading" || figures === undefined) {
    return (
      <div className={classes} aria-busy="true">
        <VisuallyHidden>{t("wallet.loading")}</VisuallyHidden>
        <Skeleton shape="block" height={96} />
        <Skeleton shape="block" height={160} />
      </div>
    );
  }
  const deposit = (
    <Link
      href={depositHref}
      className="casino-Button casino-WalletSummary-deposit"
      data-variant="primary"
      data-size="md"
    >
      {t("wallet.deposit")}
    </Link>
  );
  const summary = walletSummary(figures, figures.currencyCode, { crypto });
  if (summary.empty) {
    return (
      <EmptyState
        className={classes}
        headingLevel={headingLevel}
        title={t("wallet.empty.title")}
        description={t("wallet.empty.text")}
        action={deposit}
      />
    );
  }
  const money = (amount: number) => <Money amount={amount} currencyCode={figures.currencyCode} crypto={crypto} />;
  const rows = [
    ["profile.wallet.real", figures.realMoney],
    ["profile.wallet.bonus", figures.bonusBalance],
    ["wallet.wager", figures.wager],
    ["wallet.deposit.wager", figures.depositWager],
    ["wallet.rollover", figures.rollover],
  ] as const;
  return (
    <div className={classes}>
      <div className="casino-WalletSummary-balance">
        <Heading className="casino-WalletSummary-title">{t("profile.wallet.balance")}</Heading>
        <p className="casino-WalletSummary-total">{money(figures.balance)}</p>
        {deposit}
      </div>
      <dl className="casino-WalletSummary-figures">
        {rows.map(([key, amount]) => (
          <div key={key} className="casino-WalletSummary-figure">
            <dt>{t(key)}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>
      <div className="casino-WalletSummary-rollover">
        {summary.rollover.required === 0 ? (
          <p className="casino-WalletSummary-note">{t("wallet.rollover.none")}</p>
        ) : (
          <WageringProgress
            wagered={summary.rollover.wagered}
            left={summary.rollover.left}
            currencyCode={figures.currencyCode}
            crypto={crypto}
          />
        )}
        {summary.depositWagerPending ? (
          <p className="casino-WalletSummary-note">
            {t("wallet.deposit.wager.pending", {
              AMOUNT: formatMoney(figures.depositWager, figures.currencyCode, { crypto, locale }),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
