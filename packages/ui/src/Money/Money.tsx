import { formatMoney } from "@casino/domain";
import { useLocale } from "@casino/i18n/react";
import "./Money.css";

export interface MoneyProps {
  /** The amount as the back end sends it. */
  amount: number;
  /** An ISO code (`EUR`) or a crypto code (`BTC`, `USDT`). */
  currencyCode: string;
  /** Crypto amounts show up to 8 decimals instead of 2. */
  crypto?: boolean;
  className?: string;
}

/**
 * An amount of money in the player's locale: 2 decimals, up to 8 for crypto. The formatting rule
 * lives in `@casino/domain` (`formatMoney`), so every front end shows the same figures.
 */
export function Money({ amount, currencyCode, crypto = false, className }: MoneyProps) {
  const locale = useLocale();
  return (
    <span data-crypto={crypto || undefined} className={className ? `casino-Money ${className}` : "casino-Money"}>
      {formatMoney(amount, currencyCode, { crypto, locale })}
    </span>
  );
}
