"use client";

import { GameGrid } from "@casino/ui/GameGrid";
import type { GameItem } from "@casino/ui/GameTile";
import Link from "next/link";

/** A page of games as a grid, with client-side navigation. */
export function CategoryGames({
  label,
  games,
  emptyText,
}: {
  label: string;
  games: readonly GameItem[];
  emptyText?: string;
}) {
  return (
    <GameGrid label={label} games={games} linkComponent={Link} {...(emptyText === undefined ? {} : { emptyText })} />
  );
}
