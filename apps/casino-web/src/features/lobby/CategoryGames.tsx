"use client";

import { GameGrid } from "@casino/ui/GameGrid";
import type { GameItem } from "@casino/ui/GameTile";
import Link from "next/link";

/** A category's page of games as a grid, with client-side navigation. */
export function CategoryGames({ label, games }: { label: string; games: readonly GameItem[] }) {
  return <GameGrid label={label} games={games} linkComponent={Link} />;
}
