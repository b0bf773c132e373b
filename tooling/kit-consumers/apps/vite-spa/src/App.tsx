import { createApiClient } from "@casino/api-client";
import { ApiClientProvider, makeQueryClient } from "@casino/api-client/react";
import {
  browserRouter,
  Cashier,
  Link,
  RakebackCalendarLive,
  RouterProvider,
  SessionProvider,
  usePathname,
  useSession,
} from "@casino/features";
import { EN_TEXTS } from "@casino/i18n/english";
import { I18nProvider } from "@casino/i18n/react";
import { Hero } from "@casino/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { PlayerCorner } from "./PlayerCorner";

/** The casino API this app calls from the browser (the back end must allow this app's origin). */
const API_URL = import.meta.env.VITE_CASINO_API_URL ?? "http://localhost:4000";

/**
 * A single-page app on the kit: the player's token stays in this tab's memory (a Vite app has no
 * server to keep it in an HttpOnly cookie), the features route through the browser's History API.
 */
export function App() {
  const [queryClient] = useState(makeQueryClient);
  const [session] = useState(() => ({ token: null as string | null }));
  const [client] = useState(() => createApiClient({ baseUrl: API_URL, getToken: () => session.token }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        {/* Nobody is signed in when the app starts: the token lives only as long as the tab. */}
        <SessionProvider authenticated={false}>
          {/* The React bindings carry no English of their own: a one-language site hands them the table. */}
          <I18nProvider locale="en" texts={EN_TEXTS}>
            <RouterProvider adapter={browserRouter}>
              <header>
                <nav aria-label="Lulu SPA">
                  <Link href="/">Home</Link> <Link href="/rewards">Rewards</Link> <Link href="/deposit">Deposit</Link>
                </nav>
                <PlayerCorner
                  onAccessToken={(token) => {
                    session.token = token;
                  }}
                />
              </header>
              <Page />
            </RouterProvider>
          </I18nProvider>
        </SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/** The page at the current address. */
function Page() {
  const pathname = usePathname();
  const signedIn = useSession().authenticated;
  if (pathname === "/deposit") {
    return (
      <main>
        <h1>Deposit</h1>
        {signedIn ? <Cashier /> : <p>Sign in to deposit.</p>}
      </main>
    );
  }
  if (pathname === "/rewards") {
    return (
      <main>
        <h1>Rakeback calendar</h1>
        {signedIn ? <RakebackCalendarLive authenticated /> : <p>Sign in to see your rakeback days.</p>}
      </main>
    );
  }
  return (
    <main>
      <Hero headingLevel={1} eyebrow="Welcome" title="Lulu SPA" text="The kit in a Vite app." />
    </main>
  );
}
