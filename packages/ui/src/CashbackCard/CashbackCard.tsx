import { formatPercent, isCashbackCardHidden, nextCashbackReset } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useId, useState } from "react";
import { Button } from "../Button";
import { Countdown, type Clock } from "../Countdown";
import { IconButton } from "../IconButton";
import { Money } from "../Money";
import { Tooltip } from "../Tooltip";
import "./CashbackCard.css";

const systemClock: Clock = () => new Date();

export interface CashbackCardProps {
  /** `default`: amount, countdown and tooltip; `v2`: with a claim button; `menu`: compact, with the new-rewards claim. */
  variant?: "default" | "v2" | "menu";
  /** The brand's theme from the settings: the card is not drawn for `lulu` and `wincraft`. */
  theme?: string | null;
  /** Today's accumulated cashback (the award's payout: ngr × percent, from `@casino/domain`). */
  amount: number;
  currencyCode: string;
  crypto?: boolean;
  /** The award's percent (`10` is 10 %), shown in the tooltip. */
  percent: number;
  /** Where the countdown reads the time; the system clock by default. */
  clock?: Clock;
  /** The countdown reached :00 or :30: the app refreshes the award and the user. */
  onCycleEnd?: () => void;
  /** `v2` and `menu`: the player claims the cashback or the new rewards. */
  onClaim?: () => void;
  /** The claim is running. */
  claiming?: boolean;
  /** `v2`: whether there is anything to claim now (the app decides). */
  canClaim?: boolean;
  /** `menu`: new rewards are waiting; the claim shows only then. */
  hasNewRewards?: boolean;
  className?: string;
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The cashback accumulator (see docs/features.md, "Cashback"): today's amount, a countdown to the next :00 or :30
 * payout and a tooltip explaining it. `v2` adds a claim button; `menu` is the compact form for the
 * navigation menu with a claim for new rewards. Nothing is drawn for the `lulu` and `wincraft` themes.
 */
export function CashbackCard({
  variant = "default",
  theme,
  amount,
  currencyCode,
  crypto = false,
  percent,
  clock = systemClock,
  onCycleEnd,
  onClaim,
  claiming = false,
  canClaim = true,
  hasNewRewards = false,
  className,
}: CashbackCardProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const newRewardsId = useId();
  // Re-rendered at each payout so the countdown moves on to the following mark.
  const [, setCycle] = useState(0);

  if (isCashbackCardHidden(theme)) return null;

  const target = nextCashbackReset(clock());
  const onComplete = () => {
    setCycle((cycle) => cycle + 1);
    onCycleEnd?.();
  };
  const percentText = formatPercent(percent, { locale });
  const rootClass = className ? `casino-CashbackCard ${className}` : "casino-CashbackCard";
  const tooltip = (
    <Tooltip content={t("cashback.card.tooltip", { PERCENT: percentText })}>
      <IconButton size="sm" label={t("cashback.card.info")} icon={<InfoIcon />} />
    </Tooltip>
  );
  const countdown = <Countdown target={target} clock={clock} onComplete={onComplete} />;

  if (variant === "menu") {
    return (
      <section aria-labelledby={titleId} data-variant="menu" className={rootClass}>
        <div className="casino-CashbackCard-menuRow">
          <span id={titleId} className="casino-CashbackCard-menuTitle">
            {t("cashback.card.title")}
          </span>
          {tooltip}
          <Money
            className="casino-CashbackCard-menuAmount"
            amount={amount}
            currencyCode={currencyCode}
            crypto={crypto}
          />
        </div>
        <p className="casino-CashbackCard-timer">
          {t("cashback.card.countdown")} {countdown}
        </p>
        {hasNewRewards ? (
          <div className="casino-CashbackCard-newRewards">
            <span id={newRewardsId}>{t("cashback.card.new.rewards")}</span>
            <Button size="sm" busy={claiming} aria-describedby={newRewardsId} onClick={onClaim}>
              {t("button.claim")}
            </Button>
          </div>
        ) : null}
      </section>
    );
  }

  return (
    <section aria-labelledby={titleId} data-variant={variant} className={rootClass}>
      <header className="casino-CashbackCard-header">
        <h2 id={titleId} className="casino-CashbackCard-title">
          {t("cashback.card.title")}
        </h2>
        {tooltip}
      </header>
      <div className="casino-CashbackCard-today">
        <span className="casino-CashbackCard-label">{t("cashback.card.today")}</span>
        <Money className="casino-CashbackCard-amount" amount={amount} currencyCode={currencyCode} crypto={crypto} />
        <span className="casino-CashbackCard-hint">{amount > 0 ? null : t("cashback.card.empty")}</span>
      </div>
      <p className="casino-CashbackCard-timer">
        {t("cashback.card.countdown")} {countdown}
      </p>
      {variant === "v2" ? (
        <Button block busy={claiming} disabled={!canClaim} onClick={onClaim}>
          {t("cashback.card.claim")}
        </Button>
      ) : null}
    </section>
  );
}
