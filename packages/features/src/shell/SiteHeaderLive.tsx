"use client";

import { SiteHeader, type SiteHeaderProps } from "@casino/ui/SiteHeader";
import { usePlayerHeader } from "../account/use-player-header.js";
import { urlWithModal } from "../links/query-string.js";
import { GamePageBodyStyleReset } from "../lobby/GamePageBodyStyle.js";
import { HeaderSearch } from "../lobby/HeaderSearch.js";
import { Link, usePathname, useSearchParams } from "../router/router-adapter.js";
import type { NavigationLink } from "./navigation.js";

/**
 * Props of {@link SiteHeaderLive}: the kit's header, fed from the server, with the site's links. The
 * session part (guest or player, the balance, Sign in, Log out) is the tab's own, kept live.
 */
export type SiteHeaderLiveProps = Omit<
  SiteHeaderProps,
  "items" | "linkComponent" | "session" | "balance" | "onLogout" | "signIn" | "signUp"
> & { items: readonly NavigationLink[] };

function isCurrentPage(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The kit's `SiteHeader` wired: the app's links (its router adapter), the current page marked, Sign in
 * and Sign up opening their modals over the page, and the tab's live session and balance.
 */
export function SiteHeaderLive({ items, ...props }: SiteHeaderLiveProps) {
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
