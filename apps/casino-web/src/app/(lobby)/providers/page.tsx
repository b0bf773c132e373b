import type { Metadata } from "next";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestContext } from "../../../core/request-context";
import { listUrl, ProviderList, searchPageUrl } from "@casino/features";
import { getProviders } from "../../../features/lobby/lobby-data";
import { PageTexts } from "../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("lobby.providers.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["lobby.providers."];

/** The game studios, each with its number of games and a link to them (see docs/features.md, "Providers"). */
export default async function ProvidersPage() {
  const [context, providers] = await Promise.all([getRequestContext(), getProviders()]);
  const searchPath = searchPageUrl(context.pageUrl("casino"));
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{context.t("lobby.providers.title")}</h1>
        {providers === null ? (
          <ClientErrorState headingLevel={2} />
        ) : (
          <ProviderList
            label={context.t("lobby.providers.title")}
            providers={providers.map((provider) => ({
              slug: provider.slug,
              name: provider.name,
              href: listUrl(searchPath, { provider: provider.slug }),
              ...(provider.logoUrl == null ? {} : { logoUrl: context.assetUrl(provider.logoUrl) }),
              ...(provider.gameCount == null ? {} : { gameCount: provider.gameCount }),
            }))}
          />
        )}
      </main>
    </PageTexts>
  );
}
