import "server-only";
import { cashbackPayout } from "@casino/domain";
import { cache } from "react";
import { getRequestApi, getRequestUser } from "./request-context";

/** The signed-in player's cashback accumulator, as the card shows it. */
export interface CashbackFigures {
  amount: number;
  percent: number;
  currencyCode: string;
  crypto: boolean;
}

/**
 * The cashback of this request's player (calendar-award; spec 000 §4: payout = ngr × percent):
 * `signed-out` without a player or their details, `none` when no award runs, `error` when the
 * call failed.
 */
export const getRequestCashback = cache(async (): Promise<CashbackFigures | "signed-out" | "none" | "error"> => {
  const user = await getRequestUser();
  if (user.status !== "authenticated") return user.status === "unauthenticated" ? "signed-out" : "error";
  const { getUser, isCrypto } = user.details;
  try {
    const award = (await (await getRequestApi()).rakeback.getCalendarAward({ userId: getUser.userId })).data
      .userCalendarData;
    if (award == null) return "none";
    return {
      amount: cashbackPayout(award),
      percent: award.percent ?? 0,
      currencyCode: getUser.currencyCode ?? "EUR",
      crypto: Boolean(isCrypto),
    };
  } catch {
    return "error";
  }
});
