import "@casino/ui/styles.css";
import { ACCESS_TOKEN_COOKIE_NAME } from "@casino/domain";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { Link } from "@casino/features";
import { FONTS_AFTER_FIRST_PAINT_SCRIPT } from "@casino/ui/fonts";
import { NAVIGATION } from "../navigation";
import { BRAND } from "../site";
import { PlayerCorner } from "./player-corner";
import { Providers } from "./providers";

export const metadata: Metadata = { title: BRAND.name };

/**
 * Every page's frame: the brand's theme on `<html>`, the kit's stylesheet, the providers, a header.
 * The theme's font loads after the first paint (the kit's script; a site with a CSP nonce passes it
 * to the script tag).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // The token itself stays on the server (src/app/api/[...path]/route.ts); the page learns only whether there is one.
  const signedIn = (await cookies()).has(ACCESS_TOKEN_COOKIE_NAME);
  return (
    <html lang="en" data-theme={BRAND.theme}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: FONTS_AFTER_FIRST_PAINT_SCRIPT }} />
      </head>
      <body>
        <Providers signedIn={signedIn}>
          <header>
            <nav aria-label={BRAND.name}>
              {NAVIGATION.map((page) => (
                <Link key={page.href} href={page.href}>
                  {page.label}
                </Link>
              ))}
            </nav>
            <PlayerCorner />
          </header>
          {children}
        </Providers>
      </body>
    </html>
  );
}
