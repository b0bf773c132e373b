import "@casino/ui/styles.css";
import { ACCESS_TOKEN_COOKIE_NAME } from "@casino/domain";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { BRAND } from "../site";
import { Providers } from "./providers";

export const metadata: Metadata = { title: BRAND.name };

/** Every page's frame: the brand's theme on `<html>`, the kit's one stylesheet, the providers. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // The token itself stays on the server (src/app/api/[...path]/route.ts); the page learns only whether there is one.
  const signedIn = (await cookies()).has(ACCESS_TOKEN_COOKIE_NAME);
  return (
    <html lang="en" data-theme={BRAND.theme}>
      <body>
        <Providers signedIn={signedIn}>{children}</Providers>
      </body>
    </html>
  );
}
