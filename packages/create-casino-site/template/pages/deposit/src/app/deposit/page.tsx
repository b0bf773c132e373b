import { ACCESS_TOKEN_COOKIE_NAME } from "@casino/domain";
import { Cashier, Link } from "@casino/features";
import type { Metadata } from "next";
import { cookies } from "next/headers";

export const metadata: Metadata = { title: "Deposit" };

/** The cashier's deposit: the player's methods, amounts and bonus, then the provider's page (`@casino/features`). */
export default async function DepositPage() {
  const signedIn = (await cookies()).has(ACCESS_TOKEN_COOKIE_NAME);
  return (
    <main>
      <h1>Deposit</h1>
      {signedIn ? (
        <Cashier />
      ) : (
        <p>
          <Link href="/deposit?modal=login">Sign in</Link> to deposit.
        </p>
      )}
    </main>
  );
}
