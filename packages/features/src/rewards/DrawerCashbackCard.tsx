"use client";

import type { UserDetails } from "@casino/api-client";
import { queryKeys, useCalendarAward } from "@casino/api-client/react";
import { cashbackPayout } from "@casino/domain";
import { skipToken, useQuery } from "@tanstack/react-query";
import { WithTabApiClient } from "../client/tab-api-client.js";
import { CashbackCardOnAward } from "./CashbackCardRendered.js";

interface DrawerCashbackProps {
  theme: string;
  userId: number | string;
  currencyCode: string;
  crypto: boolean;
}

/** The compact card once the player's award has answered; nothing while none runs. */
function DrawerCashbackOnAward({ theme, userId, currencyCode, crypto }: DrawerCashbackProps) {
  const award = useCalendarAward(userId);
  if (award.data == null) return null;
  return (
    <CashbackCardOnAward
      variant="menu"
      theme={theme}
      userId={userId}
      amount={cashbackPayout(award.data)}
      percent={award.data.percent ?? 0}
      currencyCode={currencyCode}
      crypto={crypto}
    />
  );
}

/**
 * The phone menu's compact cashback card for the signed-in player: today's amount, the countdown
 * to the next :00/:30, and a claim while there is something to claim. The player's details come
 * from the header's cache; the award is followed as on the cashback page.
 */
export default function DrawerCashbackCard({ theme }: { theme: string }) {
  const details = useQuery<UserDetails>({ queryKey: queryKeys.userDetails(), queryFn: skipToken }).data;
  if (details === undefined) return null;
  return (
    <WithTabApiClient fallback={null}>
      <DrawerCashbackOnAward
        theme={theme}
        userId={details.getUser.userId}
        currencyCode={details.getUser.currencyCode ?? "EUR"}
        crypto={Boolean(details.isCrypto)}
      />
    </WithTabApiClient>
  );
}
