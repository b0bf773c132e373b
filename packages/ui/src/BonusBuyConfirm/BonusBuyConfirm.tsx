import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import "./BonusBuyConfirm.css";

export interface BonusBuyConfirmProps {
  open: boolean;
  /** The bet goes as a bonus buy: only the next transaction skips the bet limit checks. */
  onConfirmBonusBuy: () => void;
  /** The bet goes as a regular bet (the limit applies). */
  onConfirmRegularBet: () => void;
  /** Closed without a choice (Escape, the close button): no bet is placed. */
  onClose: () => void;
  /** The chosen bet is being placed. */
  busy?: "bonus-buy" | "regular" | null;
  /** Why the choice could not be recorded, in words; the question stays open to try again. */
  error?: string | null;
}

/**
 * The confirmation the game page shows when a bet is over the player's bet limit (see
 * docs/features.md, "Limits"): Confirm Bonus Buy excludes only the next transaction from the bet
 * limit checks; Confirm Regular Bet places it as a regular bet.
 */
export function BonusBuyConfirm({
  open,
  onConfirmBonusBuy,
  onConfirmRegularBet,
  onClose,
  busy = null,
  error = null,
}: BonusBuyConfirmProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t("game.details.bonus.buy")}
      description={t("bet.limit.bonus.buy.message")}
      size="sm"
      {...(error
        ? {
            children: (
              <p role="alert" className="casino-BonusBuyConfirm-error">
                {error}
              </p>
            ),
          }
        : {})}
      footer={
        <div className="casino-BonusBuyConfirm-actions">
          <Button variant="secondary" busy={busy === "regular"} disabled={busy !== null} onClick={onConfirmRegularBet}>
            {t("button.confirm.regular.bet")}
          </Button>
          <Button busy={busy === "bonus-buy"} disabled={busy !== null} onClick={onConfirmBonusBuy}>
            {t("button.confirm.bonus.buy")}
          </Button>
        </div>
      }
    />
  );
}
