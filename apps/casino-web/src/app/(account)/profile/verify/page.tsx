import { documentLabelsQueryOptions, documentsQueryOptions } from "@casino/api-client/react/server";
import type { Metadata } from "next";
import { getRequestContext } from "../../../../core/request-context";
import { VerificationSection } from "@casino/features";
import { PlayerPage } from "../../../../core/PlayerPage";
import { serverNow } from "../../../../core/server-clock";
import { RenderedQueries } from "../../../../core/streamed-queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.verification") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["kyc.", "form.validation."];

/**
 * The player's identity verification (see docs/features.md, "Identity verification (KYC)"): the
 * documents the back end asks for, each uploaded from a file, the phone's camera or a drop. The
 * page URL table names it twice (`verification` and `verification2`) and the menu a third time;
 * all three addresses show this page. The document kinds and the player's documents are read on the
 * server before the page renders, which draws the cards (docs/performance.md, "Signed-in pages drawn
 * on the server"). No marketing script runs here (the scripts rule lists it).
 */
export default async function VerificationPage() {
  const { t, api } = await getRequestContext();
  return (
    <PlayerPage heading={t("page.verification")} signedOut={t("kyc.signed.out")} keys={PAGE_KEYS}>
      {() => (
        <RenderedQueries
          start={(client) => [
            client.prefetchQuery({ ...documentLabelsQueryOptions(api), retry: false }),
            client.prefetchQuery({ ...documentsQueryOptions(api), retry: false }),
          ]}
        >
          <VerificationSection renderedAt={serverNow()} />
        </RenderedQueries>
      )}
    </PlayerPage>
  );
}
