"use client";

import { useGamePulse } from "@casino/api-client/react";
import { GamePulse } from "@casino/ui/GamePulse";
import { Skeleton } from "@casino/ui/Skeleton";
import { useT } from "@casino/i18n/react";

/** Props of {@link GamePulseSection}. */
export interface GamePulseSectionProps {
  /** The game's slug. */
  slug: string;
  /** IANA zone the days are shown in (the player's). */
  timeZone?: string;
  /** The level of the section's heading. */
  headingLevel?: 2 | 3;
}

/**
 * A game's Game Pulse, wired (see docs/features.md, "Game Pulse"): its rounds a day over the last
 * seven days and its latest wins from `useGamePulse`, drawn by the kit's `GamePulse` with its text
 * alternative; a line says so when the pulse cannot be read, the rest of the game page unharmed.
 *
 * @example <GamePulseSection slug="book-of-embers" timeZone="Europe/Malta" />
 */
export function GamePulseSection({ slug, timeZone, headingLevel = 2 }: GamePulseSectionProps) {
  const t = useT();
  const pulse = useGamePulse(slug);
  if (pulse.data === undefined) {
    return pulse.isError ? <p role="status">{t("pulse.error")}</p> : <Skeleton shape="block" height={320} />;
  }
  return (
    <GamePulse
      buckets={pulse.data.buckets}
      recentWins={pulse.data.recentWins}
      timeZone={timeZone}
      headingLevel={headingLevel}
    />
  );
}
