import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClientErrorState } from "../../../../../core/ClientErrorState";
import { getRequestContext } from "../../../../../core/request-context";
import { GameDetails, GamePulseLazy } from "@casino/features";
import { getGameBySlug as getGame } from "../../../../../features/lobby/lobby-data";
import { PageTexts } from "../../../../../core/PageTexts";

interface GamePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: GamePageProps): Promise<Metadata> {
  const game = await getGame((await params).slug);
  return typeof game === "object" ? { title: game.name } : {};
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["pulse.", "game.", "bet.limit.", "cashier.closed.", "rakeback.claim.", "nav.privacy"];

/**
 * A game's page (see docs/features.md, "Lobby and games"): its details, the frame where the
 * provider's game opens, and its Game Pulse. Playing is the provider's part; this site shows what is around it.
 */
export default async function GamePage({ params }: GamePageProps) {
  const [{ slug }, context] = await Promise.all([params, getRequestContext()]);
  const game = await getGame(slug);
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
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <GameDetails
          game={game}
          imageUrl={game.thumbnailUrl == null ? null : context.assetUrl(game.thumbnailUrl)}
          authenticated={context.authenticated}
          locale={context.locale}
          t={context.t}
        />
        <GamePulseLazy slug={game.slug} />
      </main>
    </PageTexts>
  );
}
