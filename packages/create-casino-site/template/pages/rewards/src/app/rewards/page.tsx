import { ACCESS_TOKEN_COOKIE_NAME } from "@casino/domain";
import { Link, RakebackCalendarLive } from "@casino/features";
import type { Metadata } from "next";
import { cookies } from "next/headers";

export const metadata: Metadata = { title: "Rakeback calendar" };

/** The signed-in player's rakeback calendar, each day claimed with Get (`@casino/features`). */
export default async function RewardsPage() {
  const signedIn = (await cookies()).has(ACCESS_TOKEN_COOKIE_NAME);
  return (
    <main>
      <h1>Rakeback calendar</h1>
      {signedIn ? (
        <RakebackCalendarLive authenticated />
      ) : (
        <p>
          <Link href="/rewards?modal=login">Sign in</Link> to see your rakeback days.
        </p>
      )}
    </main>
  );
}
