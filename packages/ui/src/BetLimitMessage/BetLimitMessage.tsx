import { betLimitErrorMessageKey, errorTextKey, GENERIC_ERROR_CATALOGUE, OTHER_ERROR_CATALOGUE } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import "./BetLimitMessage.css";

/** The refusal of bonus play on a game that does not count towards the active bonus (no server code of its own). */
export const BONUS_GAME_INELIGIBLE = "BONUS_GAME_INELIGIBLE";

export interface BetLimitMessageProps {
  /** A bet limit error code (`dailyBetLimit`, `MAX_BET`, `BONUS_MAX_BET`, …) or {@link BONUS_GAME_INELIGIBLE}. */
  code: string;
  className?: string;
}

/**
 * Why a bet was refused, in words, for the game page (see docs/features.md, "Limits"): every bet
 * and loss limit code, the game's minimum and maximum bet, the bonus maximum bet, and bonus play
 * on a game that does not count towards the bonus. Announced as an alert; unknown codes say
 * "Something went wrong".
 */
export function BetLimitMessage({ code, className }: BetLimitMessageProps) {
  const t = useT();
  const key =
    code === BONUS_GAME_INELIGIBLE
      ? errorTextKey(OTHER_ERROR_CATALOGUE, "bonus.game.ineligible")
      : (betLimitErrorMessageKey(code) ?? errorTextKey(GENERIC_ERROR_CATALOGUE, "something.went.wrong"));
  return (
    <p role="alert" className={className ? `casino-BetLimitMessage ${className}` : "casino-BetLimitMessage"}>
      {t(dynamicTextKey(key))}
    </p>
  );
}
