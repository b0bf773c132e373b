import type { Metadata } from "next";
import { getRequestContext } from "../../../core/request-context";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { FIRST_SCREEN_TILES, LobbyRails } from "@casino/features";
import { getLobbyRails } from "../../../features/lobby/lobby-rails";
import { FavouritesRead } from "../../../features/lobby/FavouritesRead";
import { PageTexts } from "../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("lobby.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["lobby."];

/**
 * The lobby: every category of games, each as a rail leading to its page; the first rail's first
 * tiles load their pictures first (docs/performance.md, "The first pictures load first").
 */
export default async function LobbyPage() {
  const [{ t, authenticated }, rails] = await Promise.all([getRequestContext(), getLobbyRails()]);
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("lobby.title")}</h1>
        {rails === null ? (
          <ClientErrorState headingLevel={2} />
        ) : (
          <FavouritesRead>
            <LobbyRails rails={rails} signedIn={authenticated} priorityCount={FIRST_SCREEN_TILES} />
          </FavouritesRead>
        )}
      </main>
    </PageTexts>
  );
}
