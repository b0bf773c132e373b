import { mayStakeMoney } from "@casino/domain";
import type { Metadata } from "next";
import { IntentLink as Link } from "../../../../core/router/next-router";
import { notFound } from "next/navigation";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext } from "../../../../core/request-context";
import { gamePageUrl, GamePlay, playableGame } from "@casino/features";
import { getGameBySlug } from "../../../../features/lobby/lobby-data";
import { serverNow } from "../../../../core/server-clock";
import { PageTexts } from "../../../../core/PageTexts";

interface PlayPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ demo?: string | string[] }>;
}

export async function generateMetadata({ params }: PlayPageProps): Promise<Metadata> {
  const game = await getGameBySlug((await params).slug);
  return typeof game === "object" ? { title: game.name } : {};
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["game.", "bet.limit.", "cashier.closed.", "rakeback.claim.", "nav.privacy"];

/**
 * Where a game is played (see docs/features.md, "Game page"): the provider's frame (a placeholder
 * here) once the game cookies are accepted and the country allows it; the demo with `?demo=1`. A
 * player with an active bonus is told when the game does not count towards it.
 * External scripts never load on these pages (the scripts rule of `@casino/domain`).
 */
export default async function PlayPage({ params, searchParams }: PlayPageProps) {
  const [{ slug }, query, context] = await Promise.all([params, searchParams, getRequestContext()]);
  const game = await getGameBySlug(slug);
  if (game === "not-found") notFound();
  if (game === "error") {
    return (
      <PageTexts keys={PAGE_KEYS}>
        <main className="page page-stack">
          <h1>{context.t("game.details.title")}</h1>
          <ClientErrorState headingLevel={2} />
        </main>
      </PageTexts>
    );
  }
  const demo = (Array.isArray(query.demo) ? query.demo[0] : query.demo) === "1";
  // No bonus play on a game that does not count towards the active bonus (docs/features.md, "Bonuses").
  const bonusIneligible =
    context.user.status === "authenticated" &&
    context.user.details.activeBonus != null &&
    game.bonusCompatible === false;
  const staking =
    context.user.status === "authenticated" ? mayStakeMoney(context.user.details.getUser, serverNow()) : null;
  const closed =
    staking && !staking.allowed
      ? { permanent: staking.permanent, until: staking.until === null ? null : staking.until.toISOString() }
      : null;
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{game.name}</h1>
        <GamePlay
          game={playableGame(game)}
          authenticated={context.authenticated}
          mode="play"
          demo={demo}
          bonusIneligible={bonusIneligible}
          closed={closed}
        />
        <p>
          <Link href={gamePageUrl(context.pageUrl("casino"), game.slug)}>{context.t("game.play.back")}</Link>
        </p>
      </main>
    </PageTexts>
  );
}
