"use client";

import { errorMessageKey } from "@casino/api-client";
import { useBetRefusal, useExcludeNextTransaction } from "@casino/api-client/react";
import { bonusBuyMayLift } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { BetLimitMessage } from "@casino/ui/BetLimitMessage";
import { BonusBuyConfirm } from "@casino/ui/BonusBuyConfirm";
import { WithTabApiClient } from "../client/tab-api-client.js";

/**
 * Why the platform refused a stake in this game (see docs/features.md, "Limits"), as the socket
 * told it: the bet-limit message in words, or, for a bonus buy over the player's own bet limit,
 * the question Confirm Bonus Buy (only the next transaction skips the bet limit checks; the player
 * then buys again in the game) or Confirm Regular Bet (the limit applies).
 */
export function BetRefusal({ gameSlug }: { gameSlug: string }) {
  // Refusals arrive over the socket, which the browser services open with the tab's client.
  return (
    <WithTabApiClient fallback={null}>
      <GameBetRefusal gameSlug={gameSlug} />
    </WithTabApiClient>
  );
}

function GameBetRefusal({ gameSlug }: { gameSlug: string }) {
  const t = useT();
  const { refusal, dismiss } = useBetRefusal();
  const exclude = useExcludeNextTransaction();
  if (refusal === null || (refusal.gameSlug != null && refusal.gameSlug !== gameSlug)) return null;
  if (refusal.bonusBuy === true && bonusBuyMayLift(refusal.errorCode))
    return (
      <BonusBuyConfirm
        open
        busy={exclude.isPending ? "bonus-buy" : null}
        error={exclude.isError ? t(dynamicTextKey(errorMessageKey(exclude.error))) : null}
        onConfirmBonusBuy={() => exclude.mutate({ gameSlug })}
        onConfirmRegularBet={dismiss}
        onClose={dismiss}
      />
    );
  // Keyed by the refusal's number: the same refusal twice is announced twice.
  return <BetLimitMessage key={refusal.sequence} code={refusal.errorCode} />;
}
