"use client";

import { SiteHeader, type SiteHeaderProps } from "@casino/ui/SiteHeader";
import { GamePageBodyStyleReset, HeaderSearch, urlWithModal, usePlayerHeader } from "@casino/features";
import { IntentLink as Link } from "../../core/router/next-router";
import { usePathname, useSearchParams } from "next/navigation";
import type { NavigationLink } from "./navigation";

/**
 * Props of {@link Header}: the kit's header, fed from the server, with the site's links. The
 * session part (guest or player, the balance, Sign in, Log out) is the tab's own, kept live.
 */
export type HeaderProps = Omit<
  SiteHeaderProps,
  "items" | "linkComponent" | "session" | "balance" | "onLogout" | "signIn" | "signUp"
> & { items: readonly NavigationLink[] };

function isCurrentPage(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The kit's `SiteHeader` with client-side navigation, the current page marked and the live session. */
export function Header({ items, ...props }: HeaderProps) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const player = usePlayerHeader();
  return (
    <>
      <GamePageBodyStyleReset />
      <SiteHeader
        {...props}
        {...player}
        // Sign in and Sign up open their modals over the page the visitor is on.
        signIn={{ href: urlWithModal(pathname, search, "login") }}
        signUp={{ href: urlWithModal(pathname, search, "signup") }}
        items={items.map((item) => ({ ...item, current: isCurrentPage(pathname, item.href) }))}
        linkComponent={Link}
        search={<HeaderSearch />}
      />
    </>
  );
}
