import type { Metadata } from "next";
import { getRequestContext, getRequestUser } from "../../../core/request-context";
import { LiveChatPage } from "@casino/features";
import { PageTexts } from "../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("chat.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["chat."];

/**
 * The live chat (see docs/features.md, "Live chat"), from the account menu: anyone reads it live,
 * a signed-in player writes in it.
 */
export default async function ChatRoute() {
  const [user, context] = await Promise.all([getRequestUser(), getRequestContext()]);
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{context.t("chat.title")}</h1>
        <p>{context.t("chat.intro")}</p>
        <LiveChatPage socketUrl={context.backend.socketUrl} signedIn={user.status === "authenticated"} />
      </main>
    </PageTexts>
  );
}
