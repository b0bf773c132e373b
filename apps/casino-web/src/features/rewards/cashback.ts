import "server-only";
import { calendarAwardQueryOptions } from "@casino/api-client/react/server";
import { cashbackPayout } from "@casino/domain";
import { cache } from "react";
import { getRequestContext } from "../../core/request-context";

/** The signed-in player's cashback accumulator, as the card shows it. */
export interface CashbackFigures {
  /** Whose award it is: the browser follows it under this id. */
  userId: number | string;
  amount: number;
  percent: number;
  currencyCode: string;
  crypto: boolean;
}

/**
 * The cashback of this request's player (the calendar award; payout = ngr × percent, see
 * docs/features.md, "Cashback"), read through the request's QueryClient so the browser receives it
 * hydrated: `signed-out` without a player or their details, `none` when no award runs, `error` when
 * the call failed.
 */
export const getRequestCashback = cache(async (): Promise<CashbackFigures | "signed-out" | "none" | "error"> => {
  const { user, api, queryClient } = await getRequestContext();
  if (user.status !== "authenticated") return user.status === "unauthenticated" ? "signed-out" : "error";
  const { getUser, isCrypto } = user.details;
  try {
    const award = await queryClient.fetchQuery({ ...calendarAwardQueryOptions(api, getUser.userId), retry: false });
    if (award == null) return "none";
    return {
      userId: getUser.userId,
      amount: cashbackPayout(award),
      percent: award.percent ?? 0,
      currencyCode: getUser.currencyCode ?? "EUR",
      crypto: Boolean(isCrypto),
    };
  } catch {
    return "error";
  }
});
