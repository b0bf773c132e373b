import type { Game } from "@casino/api-client";
import { formatAmount, formatPercent } from "@casino/domain";
import type { Translate } from "@casino/i18n";
import { GamePageBodyStyle } from "./GamePageBodyStyle.js";
import { GamePlay, type GamePlayGame } from "./GamePlay.js";

/** What the game's stage needs of it, sent to the browser. */
export function playableGame(game: Game): GamePlayGame {
  return {
    id: Number(game.id),
    slug: game.slug,
    name: game.name,
    provider: game.provider ?? null,
    demoAvailable: game.demoAvailable === true,
    restrictedCountries: game.restrictedCountries ?? [],
  };
}

/**
 * A game's details (name, provider, RTP, bets, multiplier, bonus buy, bonus play) beside its
 * picture, and the stage where the provider's game opens (consent, restriction, play and demo). It
 * uses no hook, so a server can render it with the page's data.
 */
export function GameDetails({
  game,
  imageUrl,
  authenticated,
  locale,
  t,
}: {
  game: Game;
  imageUrl: string | null;
  /** Whether a player is signed in: Play opens the game, or the sign-in for a guest. */
  authenticated: boolean;
  locale: string;
  /** The page's texts (a server's translator, or `useT()` in a client). */
  t: Translate;
}) {
  const yesNo = (value: boolean | null | undefined) => (value == null ? null : t(value ? "common.yes" : "common.no"));
  const rows: [string, string | null][] = [
    [t("game.details.provider"), game.provider ?? null],
    [t("game.details.rtp"), game.rtp == null ? null : formatPercent(game.rtp, { locale })],
    [t("game.details.min.bet"), game.minBet == null ? null : formatAmount(game.minBet, { locale })],
    [t("game.details.max.bet"), game.maxBet == null ? null : formatAmount(game.maxBet, { locale })],
    [
      t("game.details.max.multiplier"),
      game.maxMultiplier == null ? null : `×${game.maxMultiplier.toLocaleString(locale)}`,
    ],
    [t("game.details.bonus.buy"), yesNo(game.bonusBuy)],
    [t("game.details.bonus.compatible"), yesNo(game.bonusCompatible)],
  ];
  return (
    <article className="game-page" aria-labelledby="game-title">
      <header className="game-page-header">
        {imageUrl === null ? null : <img className="game-page-image" src={imageUrl} alt="" width={150} height={200} />}
        <div>
          <h1 id="game-title">{game.name}</h1>
          {game.provider ? <p className="game-page-provider">{game.provider}</p> : null}
        </div>
      </header>
      <GamePageBodyStyle />
      <GamePlay game={playableGame(game)} authenticated={authenticated} mode="details" />
      <section aria-labelledby="game-details-title">
        <h2 id="game-details-title">{t("game.details.title")}</h2>
        <dl className="game-page-details">
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </article>
  );
}
