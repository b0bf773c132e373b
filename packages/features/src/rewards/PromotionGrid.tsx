"use client";

import { useT } from "@casino/i18n/react";
import { Button, PromotionCard } from "@casino/ui";
import { useState } from "react";
import { browserOnly } from "../lazy/browser-only.js";
import { WithTabApiClient } from "../client/tab-api-client.js";
import type { ReplacedBonus } from "./bonus-replacement.js";

/** A promotion as the grid shows it (plain data from the server page). */
export interface PromotionGridItem {
  id: number | string;
  title: string;
  imageUrl: string | null;
  description: string | null;
  bonusType: string | null;
  /** The signed-in player can still take it (not taken before, not ended). */
  eligible: boolean;
  /** Why the signed-in player cannot take it today, in words, shown in place of Activate; or null. */
  unavailable: string | null;
  /** The active bonus activating it would burn (asked first), or null. */
  replaces: ReplacedBonus | null;
}

/** Activate, not usable yet: while the tab's API client or its own chunk loads. */
function WaitingActivate() {
  const t = useT();
  return (
    <Button size="sm" disabled>
      {t("bonus.action.activate")}
    </Button>
  );
}

// Activate's call and its error wording load after the page, beside the tab's API client.
const loadActivate = () =>
  import("./PromotionActivate.js").then(({ PromotionActivate }) => ({ default: PromotionActivate }));
const PromotionActivate = browserOnly(loadActivate, <WaitingActivate />);

/**
 * The promotions grid (see docs/features.md, "Promotions"): one card per promotion, with Activate
 * for a signed-in player on the promotions they can still take, or why not today. The cards render
 * with the page; Activate works once the tab's API client has loaded.
 */
export function PromotionGrid({
  items,
  termsHref,
  currencyCode,
}: {
  items: readonly PromotionGridItem[];
  termsHref: string;
  /** The player's currency, for the amount the burn warning names. */
  currencyCode: string;
}) {
  // The promotions the player asked for here keep their Activate, with its answer: a new active
  // bonus refreshes the page (SessionServices), whose server then offers that promotion no more,
  // sometimes before the activation's own answer has come, and the card would drop it unsaid.
  const [asked, setAsked] = useState<ReadonlySet<number | string>>(() => new Set());
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
            !asked.has(item.id) && item.unavailable ? (
              <p className="promotion-unavailable">{item.unavailable}</p>
            ) : asked.has(item.id) || item.eligible ? (
              <WithTabApiClient fallback={<WaitingActivate />}>
                <PromotionActivate
                  bonusId={item.id}
                  title={item.title}
                  replaces={item.replaces}
                  currencyCode={currencyCode}
                  onSend={() => setAsked((before) => new Set(before).add(item.id))}
                />
              </WithTabApiClient>
            ) : null
          }
        />
      ))}
    </div>
  );
}
