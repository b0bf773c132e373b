"use client";

import { GameRail } from "@casino/ui/GameRail";
import Link from "next/link";
import type { LobbyRail } from "./lobby-rails";

/** Every category of the lobby as a rail of its first games. */
export function LobbyRails({ rails }: { rails: readonly LobbyRail[] }) {
  return rails.map((rail) => (
    <GameRail key={rail.id} title={rail.title} games={rail.games} seeAllHref={rail.seeAllHref} linkComponent={Link} />
  ));
}
