"use client";

import { Hero, type HeroProps } from "@casino/ui/Hero";
import { RewardsStrip } from "@casino/ui/RewardsStrip";
import { Link } from "../router/router-adapter.js";
import type { ReactNode } from "react";
import { LobbyRails, type LobbyRail } from "../lobby/LobbyRails.js";

/** Props of {@link HomeSections}: plain data from the server. */
export interface HomeSectionsProps {
  hero: Omit<HeroProps, "linkComponent" | "headingLevel">;
  rails: readonly LobbyRail[];
  /** The rewards entry points this brand shows (a missing one is left out). */
  rewards: { rakebackHref?: string; cashbackHref?: string; promotionsHref?: string };
  /** Whether a player is signed in: their hearts on the rails, or the sign-in for a guest. */
  signedIn: boolean;
  /** The signed-in player's recent games, streamed in above the lobby's rails. */
  recent?: ReactNode;
}

/** The home page's hero, rewards entry points, the player's recent games and the game rails (a heart on each tile), with client-side navigation. */
export function HomeSections({ hero, rails, rewards, signedIn, recent }: HomeSectionsProps) {
  return (
    <>
      <Hero {...hero} headingLevel={2} linkComponent={Link} />
      <RewardsStrip {...rewards} linkComponent={Link} />
      {recent}
      <LobbyRails rails={rails} signedIn={signedIn} />
    </>
  );
}
