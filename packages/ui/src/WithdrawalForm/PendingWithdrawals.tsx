import { useT } from "@casino/i18n/react";
import { useState } from "react";
import { Button } from "../Button";
import { Money } from "../Money";
import "./PendingWithdrawals.css";

/** A pending withdrawal as the list shows it. */
export interface PendingWithdrawal {
  id: string;
  amount: number;
  currencyCode: string;
  /** The currency is a coin: the amount shows its decimals. */
  crypto?: boolean;
  /** The method's name, as the back end sends it. */
  method: string | null;
  /** When it was requested, already in the player's locale and zone. */
  requestedAt: string;
}

export interface PendingWithdrawalsProps {
  withdrawals: readonly PendingWithdrawal[];
  /** The withdrawal whose cancellation is being sent; its buttons are disabled. */
  cancellingId?: string | null;
  /** The translated text of the last failed cancellation. */
  error?: string | null;
  /** Cancels a pending withdrawal; missing where the market forbids reversing one (uk): no cancel is offered. */
  onCancel?: (id: string) => void;
}

/**
 * The player's pending withdrawals (see docs/features.md, "Withdrawals"), each with its amount,
 * method and date, and a cancel that first says what happens: the funds return to the balance
 * without fees.
 */
export function PendingWithdrawals({
  withdrawals,
  cancellingId = null,
  error = null,
  onCancel,
}: PendingWithdrawalsProps) {
  const t = useT();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (withdrawals.length === 0) return null;
  return (
    <section className="casino-PendingWithdrawals" aria-labelledby="casino-pending-withdrawals">
      <h2 id="casino-pending-withdrawals" className="casino-PendingWithdrawals-title">
        {t("cashier.withdraw.pending.title")}
      </h2>
      {error ? (
        <p className="casino-PendingWithdrawals-failure" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="casino-PendingWithdrawals-list">
        {withdrawals.map((withdrawal) => {
          const busy = cancellingId === withdrawal.id;
          return (
            <li key={withdrawal.id} className="casino-PendingWithdrawals-item" data-testid="pending-withdrawal">
              <span className="casino-PendingWithdrawals-amount">
                <Money amount={withdrawal.amount} currencyCode={withdrawal.currencyCode} crypto={withdrawal.crypto} />
              </span>
              <span className="casino-PendingWithdrawals-meta">
                {withdrawal.method ? `${withdrawal.method} · ` : ""}
                {withdrawal.requestedAt}
              </span>
              {onCancel === undefined ? null : confirming === withdrawal.id ? (
                <span
                  className="casino-PendingWithdrawals-confirm"
                  role="group"
                  aria-label={t("cashier.withdraw.cancel.question")}
                >
                  <span>{t("cashier.withdraw.cancel.question")}</span>
                  <Button
                    size="sm"
                    busy={busy}
                    disabled={busy}
                    onClick={() => {
                      onCancel(withdrawal.id);
                      setConfirming(null);
                    }}
                  >
                    {t("cashier.withdraw.cancel.confirm")}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(null)}>
                    {t("cashier.withdraw.cancel.keep")}
                  </Button>
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busy}
                  disabled={busy}
                  onClick={() => setConfirming(withdrawal.id)}
                >
                  {t("cashier.withdraw.cancel")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
