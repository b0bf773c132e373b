"use client";

import type { LocationResponse } from "@casino/api-client";
import { queryKeys } from "@casino/api-client/react";
import { COOKIE_CONSENT_ACCEPTED_VALUE, isGameRestrictedIn } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { BetLimitMessage, BONUS_GAME_INELIGIBLE } from "@casino/ui/BetLimitMessage";
import { CashierClosed } from "@casino/ui/CashierClosed";
import { GamePlayPanel } from "@casino/ui/GamePlayPanel";
import { skipToken, useQuery } from "@tanstack/react-query";
import { Link } from "../router/router-adapter.js";
import { useSyncExternalStore } from "react";
import { useHref } from "../links/use-href.js";
import { browserOnly } from "../lazy/browser-only.js";
import { useBrowserZone } from "../time/use-browser-zone.js";
import { acceptCookieConsent, readCookieConsent, subscribeCookieConsent } from "../consent/cookie-consent.js";
import { playPageUrl } from "./game-items.js";
import { RecordGameOpened } from "./RecordGameOpened.js";

// Refusals arrive over the socket after the page loads: the message and the bonus-buy question with it.
const BetRefusal = browserOnly<{ gameSlug: string }>(() =>
  import("./BetRefusal.js").then((module) => ({ default: module.BetRefusal })),
);

/** What the game page knows of the game on the server. */
export interface GamePlayGame {
  id: number;
  slug: string;
  name: string;
  provider: string | null;
  demoAvailable: boolean;
  restrictedCountries: readonly string[];
}

/** Why a player may not stake money, as the play page says it. */
export interface StakingClosed {
  permanent: boolean;
  /** The instant the block ends (ISO, from the server's `mayStakeMoney`); `null` when permanent. */
  until: string | null;
}

/**
 * A game's stage (see docs/features.md, "Game page"): the game cookies' consent until accepted,
 * the country restriction from the visitor's location, then Play (the sign-in for a guest) and the
 * demo where the game has one. On the play page (`mode="play"`) the stage holds the provider's
 * frame, a placeholder here; a game that does not count towards the player's active bonus says
 * that bonus money is not played on it (`bonusIneligible`), and a stake the platform refuses is
 * explained there (`BetRefusal`). A player who may not stake money finds real-money play closed,
 * with the way to withdraw (`closed`); the demo stays a demo.
 */
export function GamePlay({
  game,
  authenticated,
  mode,
  demo = false,
  bonusIneligible = false,
  closed = null,
}: {
  game: GamePlayGame;
  authenticated: boolean;
  mode: "details" | "play";
  demo?: boolean;
  /** The player has an active bonus and this game is not bonus compatible: no bonus play here. */
  bonusIneligible?: boolean;
  /** The player may not stake money (`mayStakeMoney`): real-money play is closed, said why. */
  closed?: StakingClosed | null;
}) {
  const t = useT();
  const href = useHref();
  const zone = useBrowserZone();
  const consent = useSyncExternalStore(subscribeCookieConsent, readCookieConsent, () => undefined);
  // Fetched by the browser services on game and play pages (they hold the API client).
  const location = useQuery<LocationResponse["data"]>({ queryKey: queryKeys.location(), queryFn: skipToken });
  const countryCode = location.data?.country.code ?? null;
  const countryName = location.data?.country.name ?? countryCode ?? "";
  const locationKnown = game.restrictedCountries.length === 0 || !location.isPending;
  const state =
    consent === undefined || !locationKnown
      ? "checking"
      : consent !== COOKIE_CONSENT_ACCEPTED_VALUE
        ? "consent"
        : isGameRestrictedIn(game, countryCode)
          ? "restricted"
          : "ready";
  const playUrl = href(playPageUrl(game.slug));
  const playing = mode === "play" && (authenticated || (demo && game.demoAvailable));
  if (mode === "play" && !demo && closed) {
    return (
      <CashierClosed
        subject="play"
        permanent={closed.permanent}
        until={closed.until === null ? null : new Date(closed.until)}
        timeZone={zone}
        withdrawHref={href("withdraw")}
      />
    );
  }
  return (
    <>
      {/* The game opened for a player: it leads their recent games (docs/features.md, "Favourites and recent games"). */}
      {playing && authenticated && state === "ready" ? <RecordGameOpened gameId={game.id} /> : null}
      <GamePlayPanel
        state={state}
        onAcceptConsent={acceptCookieConsent}
        privacyHref={href("/privacy-policy")}
        countryName={countryName}
        playHref={authenticated ? playUrl : "?modal=login"}
        {...(game.demoAvailable ? { demoHref: `${playUrl}?demo=1` } : {})}
        {...(playing
          ? {
              stage: (
                <>
                  {demo ? <p>{t("game.play.demo.label")}</p> : null}
                  {bonusIneligible && !demo ? <BetLimitMessage code={BONUS_GAME_INELIGIBLE} /> : null}
                  {authenticated && !demo ? <BetRefusal gameSlug={game.slug} /> : null}
                  <p>{t("game.frame.text", { PROVIDER: game.provider ?? game.name })}</p>
                </>
              ),
            }
          : {})}
        linkComponent={Link}
      />
    </>
  );
}
