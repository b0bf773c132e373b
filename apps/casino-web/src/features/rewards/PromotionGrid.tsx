"use client";

import { useActivateBonus } from "@casino/api-client/react";
import { useT } from "@casino/i18n/react";
import { Button, PromotionCard } from "@casino/ui";
import { useId, useState } from "react";
import { WithTabApiClient } from "../../core/providers/tab-api-client";
import { bonusErrorText } from "./bonus-error";

/** A promotion as the grid shows it (plain data from the server page). */
export interface PromotionGridItem {
  id: number | string;
  title: string;
  imageUrl: string | null;
  description: string | null;
  bonusType: string | null;
  /** The signed-in player can still take it (not taken before, not ended). */
  eligible: boolean;
}

/** Activate on a promotion's card: the outcome in words beside it. */
function ActivateControl({ bonusId }: { bonusId: number | string }) {
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

/**
 * The promotions grid (see docs/features.md, "Promotions"): one card per promotion, with Activate
 * for a signed-in player on the promotions they can still take. The cards render with the page;
 * Activate works once the tab's API client has loaded.
 */
export function PromotionGrid({ items, termsHref }: { items: readonly PromotionGridItem[]; termsHref: string }) {
  const t = useT();
  return (
    <div className="promotions-grid">
      {items.map((item) => (
        <PromotionCard
          key={item.id}
          title={item.title}
          imageUrl={item.imageUrl}
          description={item.description}
          bonusType={item.bonusType}
          termsHref={termsHref}
          action={
            item.eligible ? (
              <WithTabApiClient
                fallback={
                  <Button size="sm" disabled>
                    {t("bonus.action.activate")}
                  </Button>
                }
              >
                <ActivateControl bonusId={item.id} />
              </WithTabApiClient>
            ) : null
          }
        />
      ))}
    </div>
  );
}
