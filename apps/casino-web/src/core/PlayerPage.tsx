import type { UserDetails } from "@casino/api-client";
import type { ReactNode } from "react";
import { ClientErrorState } from "./ClientErrorState";
import { PageTexts } from "./PageTexts";
import { getRequestContext, getRequestUser } from "./request-context";
import { IntentLink as Link } from "./router/next-router";

/**
 * A page only a signed-in player uses: its heading, then for a guest `signedOut` with the sign-in
 * link, for a player whose details did not come in time the error state with "Try again", and for
 * the player `children(details)`. Only the player's branch carries the page's own texts (`keys`,
 * see `PageTexts`): a guest's document holds the words it shows and no more (docs/performance.md,
 * "What the first paint still waits for").
 */
export async function PlayerPage({
  heading,
  signedOut,
  keys,
  children,
}: {
  heading: string;
  signedOut: string;
  keys: readonly string[];
  children: (details: UserDetails) => ReactNode;
}) {
  const [user, { t }] = await Promise.all([getRequestUser(), getRequestContext()]);
  return (
    <main className="page page-stack">
      <h1>{heading}</h1>
      {user.status === "unauthenticated" ? (
        <p>
          {signedOut} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
        </p>
      ) : user.status !== "authenticated" ? (
        <ClientErrorState headingLevel={2} />
      ) : (
        <PageTexts keys={keys}>{children(user.details)}</PageTexts>
      )}
    </main>
  );
}
