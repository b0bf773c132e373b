"use client";

import { useCalendarAward, useClaimReward, useUserDetails } from "@casino/api-client/react";
import { cashbackPayout, formatMoney } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useState } from "react";
import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import { cashbackClaimRefusal, type CashbackClaimOutcome } from "./cashback-claim.js";
import { CashbackCard } from "@casino/ui/CashbackCard";
import type { CashbackCardLiveProps } from "./CashbackCardLive.js";

/**
 * The cashback card on the tab's query cache: the award query polls every 15 s while the page is
 * visible (its options), the realtime cache updates move its ngr with each debit and credit, and
 * each :00/:30 reset reads the award and the player again. The server's figures show until the
 * award first answers. With `claimable` (and in the menu's compact card), the player claims the
 * payout now: the answer, or why not, shows under the card, and the award and the balance are read again.
 */
export function CashbackCardOnAward({ userId, amount, percent, claimable = false, ...props }: CashbackCardLiveProps) {
  const t = useT();
  const locale = useLocale();
  const award = useCalendarAward(userId);
  const user = useUserDetails();
  const claim = useClaimReward();
  const [outcome, setOutcome] = useState<CashbackClaimOutcome | null>(null);
  const live = award.data ?? null;
  const payout = live ? cashbackPayout(live) : amount;
  const onClaim = () => {
    setOutcome(null);
    claim.mutate(
      {},
      {
        onSuccess: (response) => {
          const credited = response.data?.amount ?? payout;
          const text = formatMoney(credited, props.currencyCode, { locale, crypto: props.crypto });
          setOutcome({ role: "status", text: t("bonus.claimed", { AMOUNT: text }) });
        },
        onError: (error) => setOutcome(cashbackClaimRefusal(error, t)),
      },
    );
  };
  return (
    <>
      <CashbackCard
        {...props}
        variant={claimable ? "v2" : props.variant}
        amount={payout}
        percent={live?.percent ?? percent}
        canClaim={payout > 0}
        // In the menu, the claim shows only while there is something to claim.
        {...(props.variant === "menu" ? { hasNewRewards: payout > 0 } : {})}
        claiming={claim.isPending}
        onClaim={onClaim}
        onCycleEnd={() => {
          void award.refetch();
          void user.refetch();
        }}
      />
      {claimable || props.variant === "menu" ? (
        // Always in the page, so a screen reader hears the answer when it arrives.
        <p role="status" className="cashback-claim-outcome">
          {outcome?.role === "status" ? outcome.text : null}
        </p>
      ) : null}
      {outcome?.role === "alert" ? (
        <p role="alert" className="cashback-claim-outcome" data-tone="error">
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}

/**
 * The card drawn on the server with the server's figures, hydrated once its chunk has loaded, then
 * following the award (docs/performance.md, "Signed-in pages drawn on the server"). The countdown is
 * the one thing the server and the browser draw differently, by the seconds between them: the kit's
 * `Countdown` takes the browser's.
 */
export default function CashbackCardRendered(props: CashbackCardLiveProps) {
  return (
    <WithRenderedApiClient>
      <CashbackCardOnAward {...props} />
    </WithRenderedApiClient>
  );
}
