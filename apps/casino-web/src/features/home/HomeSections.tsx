"use client";

import { GameRail } from "@casino/ui/GameRail";
import { Hero, type HeroProps } from "@casino/ui/Hero";
import { RewardsStrip } from "@casino/ui/RewardsStrip";
import Link from "next/link";
import type { LobbyRail } from "../lobby/lobby-rails";

/** Props of {@link HomeSections}: plain data from the server. */
export interface HomeSectionsProps {
  hero: Omit<HeroProps, "linkComponent" | "headingLevel">;
  rails: readonly LobbyRail[];
  /** The rewards entry points this brand shows (a missing one is left out). */
  rewards: { rakebackHref?: string; cashbackHref?: string; promotionsHref?: string };
}

/** The home page's hero, rewards entry points and game rails, with client-side navigation. */
export function HomeSections({ hero, rails, rewards }: HomeSectionsProps) {
  return (
    <>
      <Hero {...hero} headingLevel={2} linkComponent={Link} />
      <RewardsStrip {...rewards} linkComponent={Link} />
      {rails.map((rail) => (
        <GameRail
          key={rail.id}
          title={rail.title}
          games={rail.games}
          seeAllHref={rail.seeAllHref}
          linkComponent={Link}
        />
      ))}
    </>
  );
}
