"use client";

import { useActivateBonus } from "@casino/api-client/react";
import { useT } from "@casino/i18n/react";
import { Button } from "@casino/ui";
import { useId, useState } from "react";
import { bonusErrorText } from "./bonus-error";

/** Activate on a promotion's card: the outcome in words beside it. */
export function PromotionActivate({ bonusId }: { bonusId: number | string }) {
  const t = useT();
  const activate = useActivateBonus();
  const messageId = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  if (activate.isSuccess) return <p role="status">{t("bonus.activated")}</p>;
  return (
    <div className="promotion-activate">
      <Button
        size="sm"
        busy={activate.isPending}
        aria-describedby={message ? messageId : undefined}
        onClick={() => {
          setMessage(null);
          activate.mutate(
            { bonusId },
            { onError: (error) => setMessage({ text: bonusErrorText(error, t), error: true }) },
          );
        }}
      >
        {t("bonus.action.activate")}
      </Button>
      {message ? (
        <p id={messageId} role="alert" className="promotion-activate-error">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
