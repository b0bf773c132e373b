import { WITHDRAWAL_BLOCKER_ERROR_CODES, withdrawalBlockers as domainWithdrawalBlockers } from "@casino/domain";
import type { WithdrawalBlocker } from "@casino/domain";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { activeBonusRow, depositCountOf } from "./user-details.ts";

const MESSAGES: Record<WithdrawalBlocker, string> = {
  NO_SUCCESSFUL_DEPOSIT: "Make a successful deposit before withdrawing",
  EMAIL_NOT_VERIFIED: "Verify your e-mail address before withdrawing",
  ACTIVE_BONUS: "Withdrawal is not allowed while a bonus is active",
  DEPOSIT_WAGERING_UNMET: "Wager your deposit before withdrawing",
};

/** Why `player` cannot withdraw now (the domain's rule, `docs/features.md`, "Withdrawals"), as API error codes; empty when they can. */
export function withdrawalBlockers(ctx: ServerContext, player: Player): { errorCode: string; message: string }[] {
  return domainWithdrawalBlockers({
    activeBonus: activeBonusRow(ctx, player),
    depositWagerLeft: player.profile.depositWagerLeftMinor,
    depositCount: depositCountOf(ctx, player.id),
    isEmailVerified: player.profile.isEmailVerified,
  }).map((blocker) => ({ errorCode: WITHDRAWAL_BLOCKER_ERROR_CODES[blocker], message: MESSAGES[blocker] }));
}
