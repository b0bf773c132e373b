import { isApiError } from "@casino/api-client";
import { describeBonusActivationError } from "@casino/domain";
import type { Translate } from "@casino/i18n";
import { bonusErrorText } from "./bonus-error.js";

/** What a cashback claim came to, in words: `status` is news, `alert` a refusal. */
export type CashbackClaimOutcome = { role: "status" | "alert"; text: string };

/**
 * A refused cashback claim in words (see docs/features.md, "Cashback"): NO_CASHBACK and
 * CASHBACK_NEED_DEPOSIT as refusals, ADD_TO_CALENDAR as news (the cashback went to the rakeback
 * calendar, nothing failed), any other answer as a bonus call's failure.
 *
 * @example cashbackClaimRefusal(refusalOf("ADD_TO_CALENDAR"), t) // { role: "status", text: "Your cashback has been added to your rakeback calendar." }
 */
export function cashbackClaimRefusal(error: unknown, t: Translate): CashbackClaimOutcome {
  const informational = isApiError(error) && describeBonusActivationError(error.code)?.informational === true;
  return { role: informational ? "status" : "alert", text: bonusErrorText(error, t) };
}
