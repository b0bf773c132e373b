"use client";

import { useCalendarAward, useUserDetails } from "@casino/api-client/react";
import { cashbackPayout } from "@casino/domain";
import { WithTabApiClient } from "../../core/providers/tab-api-client";
import { CashbackCard } from "./CashbackCardOnly";
import type { CashbackCardLiveProps } from "./CashbackCardLive";

/**
 * The cashback card on the tab's query cache: the award query polls every 15 s while the page is
 * visible (its options), the realtime cache updates move its ngr with each debit and credit, and
 * each :00/:30 reset reads the award and the player again. The server's figures show until the
 * award first answers.
 */
function CashbackCardOnAward({ userId, amount, percent, ...props }: CashbackCardLiveProps) {
  const award = useCalendarAward(userId);
  const user = useUserDetails();
  const live = award.data ?? null;
  return (
    <CashbackCard
      {...props}
      amount={live ? cashbackPayout(live) : amount}
      percent={live?.percent ?? percent}
      onCycleEnd={() => {
        void award.refetch();
        void user.refetch();
      }}
    />
  );
}

/** The server's figures until the tab's API client is there, then the followed award. */
export default function CashbackCardFollowing({ userId, ...props }: CashbackCardLiveProps) {
  return (
    <WithTabApiClient fallback={<CashbackCard {...props} />}>
      <CashbackCardOnAward userId={userId} {...props} />
    </WithTabApiClient>
  );
}
