"use client";

import { useActivateBonus } from "@casino/api-client/react";
import { useT } from "@casino/i18n/react";
import { BonusCancelDialog, Button } from "@casino/ui";
import { useId, useState } from "react";
import { bonusErrorText } from "./bonus-error.js";
import { replacedBonusFromRefusal, type ReplacedBonus } from "./bonus-replacement.js";

/**
 * Activate on a promotion's card: the outcome in words beside it. A deposit bonus that would burn
 * the player's active bonus (`replaces`, or the back end's refusal naming it) asks first, and only
 * Continue activates (docs/features.md, "Bonuses").
 */
export function PromotionActivate({
  bonusId,
  title,
  replaces,
  currencyCode,
  onSend,
}: {
  bonusId: number | string;
  /** The promotion's title, as the warning names it. */
  title: string;
  /** The active bonus activating this one would cancel, or null. */
  replaces: ReplacedBonus | null;
  currencyCode: string;
  /** Told as the activation is sent, so the grid keeps this Activate and its answer when the card is no longer offered. */
  onSend?: () => void;
}) {
  const t = useT();
  const activate = useActivateBonus();
  const messageId = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [warning, setWarning] = useState<ReplacedBonus | null>(null);
  if (activate.isSuccess) return <p role="status">{t("bonus.activated")}</p>;

  function send(confirmCancelActive: boolean) {
    onSend?.();
    setMessage(null);
    activate.mutate(
      { bonusId, ...(confirmCancelActive ? { confirmCancelActive } : {}) },
      {
        onError: (error) => {
          const replaced = replacedBonusFromRefusal(error);
          if (replaced) setWarning(replaced);
          else setMessage({ text: bonusErrorText(error, t), error: true });
        },
      },
    );
  }

  return (
    <div className="promotion-activate">
      <Button
        size="sm"
        busy={activate.isPending}
        aria-describedby={message ? messageId : undefined}
        onClick={() => (replaces ? setWarning(replaces) : send(false))}
      >
        {t("bonus.action.activate")}
      </Button>
      {message ? (
        <p id={messageId} role="alert" className="promotion-activate-error">
          {message.text}
        </p>
      ) : null}
      {warning ? (
        <BonusCancelDialog
          open
          bonusName={warning.name}
          amount={warning.amount}
          replacedBy={title}
          currencyCode={currencyCode}
          onKeep={() => setWarning(null)}
          onConfirm={() => {
            setWarning(null);
            send(true);
          }}
        />
      ) : null}
    </div>
  );
}
