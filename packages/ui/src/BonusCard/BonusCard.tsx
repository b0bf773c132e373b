import { BONUS_TYPES, type BonusType } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { useId, type ReactNode } from "react";
import { Button } from "../Button";
import { Countdown, type Clock } from "../Countdown";
import { Money } from "../Money";
import { WageringProgress } from "../WageringProgress";
import "./BonusCard.css";

/** A bonus as the card shows it: a promotion on offer or one the player took (fields as the back end names them). */
export interface BonusCardBonus {
  name: string;
  /** `deposit`, `no_deposit`, `freespins` or `instant_cashback`. */
  bonusType?: string | null;
  bonusAmount?: number | null;
  wageredAmount?: number | null;
  wagerLeft?: number | null;
  wageringType?: string | null;
  wageringMultiplier?: number | null;
  freeSpinsQuantity?: number | null;
  freeSpinsLeft?: number | null;
  /** The free spins' game, by name. */
  freeSpinGame?: string | null;
  maxWinAmount?: number | null;
  minDeposit?: number | null;
  depositBonusPercent?: number | null;
  maxBonusThreshold?: number | null;
  /** The last day the promotion can be taken, already formatted for the player. */
  validTo?: string | null;
  /** When the active bonus expires: a live countdown. */
  expiresAt?: Date | null;
}

export interface BonusCardProps {
  /** `active`: a bonus the player holds, with its wagering and actions; `offer`: a promotion to activate, with its conditions. */
  variant: "active" | "offer";
  bonus: BonusCardBonus;
  currencyCode: string;
  crypto?: boolean;
  /** Where the expiry countdown reads the time; the system clock by default. */
  clock?: Clock;
  /** Free spins: where the play button goes (the slots lobby). */
  playHref?: string;
  onActivate?: () => void;
  onCancel?: () => void;
  onClaim?: () => void;
  /** The action running now, if any. */
  busy?: "activate" | "cancel" | "claim" | null;
  /** Why the last action failed, in words; announced. */
  error?: ReactNode;
  /**
   * An offer the player cannot take now: why, in words (its weekdays, the deposits it needs). The
   * card shows it in place of Activate.
   */
  unavailable?: ReactNode;
  /** The heading level of the bonus's name, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

const systemClock: Clock = () => new Date();

function isKnownType(type: string): type is BonusType {
  return (BONUS_TYPES as readonly string[]).includes(type);
}

/**
 * One bonus (see docs/features.md, "Bonuses"). Active: its type, amount, wagering (wagered of
 * required, the wagering type in words), free spins left and their game with a play button, the
 * maximum win and a live countdown to its expiry, with claim (once wagered) and cancel. On offer:
 * its conditions (minimum deposit, deposit percent, maximum bonus, wagering multiplier, free
 * spins, validity) and activate. Never fetches: the app passes the bonus and handles the actions.
 */
export function BonusCard({
  variant,
  bonus,
  currencyCode,
  crypto = false,
  clock = systemClock,
  playHref,
  onActivate,
  onCancel,
  onClaim,
  busy = null,
  error,
  unavailable,
  headingLevel = 3,
  className,
}: BonusCardProps) {
  const t = useT();
  const titleId = useId();
  const errorId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const type = bonus.bonusType?.trim().toLowerCase() ?? "";
  const freeSpins = type === "freespins";
  const money = (amount: number) => <Money amount={amount} currencyCode={currencyCode} crypto={crypto} />;
  const rows: { label: string; value: ReactNode }[] = [];
  const positive = (value: number | null | undefined): value is number => typeof value === "number" && value > 0;

  if (variant === "active") {
    if (!freeSpins && typeof bonus.bonusAmount === "number")
      rows.push({ label: t("bonus.field.amount"), value: money(bonus.bonusAmount) });
    if (freeSpins) {
      rows.push({ label: t("bonus.field.free.spins.left"), value: String(bonus.freeSpinsLeft ?? 0) });
      if (bonus.freeSpinGame) rows.push({ label: t("bonus.field.game"), value: bonus.freeSpinGame });
    }
  } else {
    if (positive(bonus.bonusAmount)) rows.push({ label: t("bonus.field.amount"), value: money(bonus.bonusAmount) });
    if (positive(bonus.depositBonusPercent))
      rows.push({ label: t("bonus.field.percent"), value: `${bonus.depositBonusPercent}%` });
    if (positive(bonus.maxBonusThreshold))
      rows.push({ label: t("bonus.field.max.bonus"), value: money(bonus.maxBonusThreshold) });
    if (positive(bonus.minDeposit)) rows.push({ label: t("bonus.field.min.deposit"), value: money(bonus.minDeposit) });
    if (positive(bonus.freeSpinsQuantity)) {
      rows.push({ label: t("bonus.field.free.spins"), value: String(bonus.freeSpinsQuantity) });
      if (bonus.freeSpinGame) rows.push({ label: t("bonus.field.game"), value: bonus.freeSpinGame });
    }
    if (positive(bonus.wageringMultiplier) && type !== "instant_cashback" && !freeSpins)
      rows.push({
        label: t("bonus.field.wagering"),
        value: t("bonus.field.wagering.value", { MULTIPLIER: String(bonus.wageringMultiplier) }),
      });
    if (bonus.validTo) rows.push({ label: t("bonus.field.valid.to"), value: bonus.validTo });
  }
  if (positive(bonus.maxWinAmount)) rows.push({ label: t("bonus.field.max.win"), value: money(bonus.maxWinAmount) });

  const wagering = variant === "active" && !freeSpins && (positive(bonus.wageredAmount) || positive(bonus.wagerLeft));
  const canClaim = variant === "active" && !freeSpins && !positive(bonus.wagerLeft) && positive(bonus.bonusAmount);

  return (
    <article
      aria-labelledby={titleId}
      data-variant={variant}
      className={className ? `casino-BonusCard ${className}` : "casino-BonusCard"}
    >
      <header className="casino-BonusCard-header">
        {isKnownType(type) ? <span className="casino-BonusCard-type">{t(`bonus.type.${type}`)}</span> : null}
        <Heading id={titleId} className="casino-BonusCard-title">
          {bonus.name}
        </Heading>
      </header>
      {rows.length > 0 ? (
        <dl className="casino-BonusCard-facts">
          {rows.map((row) => (
            <div key={row.label} className="casino-BonusCard-fact">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {wagering ? (
        <WageringProgress
          wagered={bonus.wageredAmount ?? 0}
          left={bonus.wagerLeft ?? 0}
          currencyCode={currencyCode}
          crypto={crypto}
          wageringType={bonus.wageringType}
        />
      ) : null}
      {variant === "active" && bonus.expiresAt ? (
        <p className="casino-BonusCard-expiry">
          {t("bonus.field.expires.in")} <Countdown target={bonus.expiresAt} clock={clock} />
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="casino-BonusCard-error">
          {error}
        </p>
      ) : null}
      <div className="casino-BonusCard-actions">
        {variant === "offer" && unavailable ? (
          <p className="casino-BonusCard-unavailable">{unavailable}</p>
        ) : variant === "offer" ? (
          <Button busy={busy === "activate"} onClick={onActivate} aria-describedby={error ? errorId : undefined}>
            {t("bonus.action.activate")}
          </Button>
        ) : (
          <>
            {freeSpins && playHref ? (
              <a className="casino-BonusCard-play" href={playHref}>
                {t("bonus.play")}
              </a>
            ) : null}
            {canClaim ? (
              <Button busy={busy === "claim"} onClick={onClaim}>
                {t("bonus.action.claim")}
              </Button>
            ) : null}
            <Button variant="secondary" busy={busy === "cancel"} onClick={onCancel}>
              {t("bonus.action.cancel")}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
