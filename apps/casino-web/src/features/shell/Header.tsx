"use client";

import { SiteHeader, type SiteHeaderProps } from "@casino/ui/SiteHeader";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { GamePageBodyStyleReset } from "../lobby/GamePageBodyStyle";
import { HeaderSearch } from "../lobby/HeaderSearch";
import type { NavigationLink } from "./navigation";

/** Props of {@link Header}: the kit's header, fed from the server, with the site's links. */
export type HeaderProps = Omit<SiteHeaderProps, "items" | "linkComponent"> & { items: readonly NavigationLink[] };

function isCurrentPage(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The kit's `SiteHeader` with client-side navigation and the current page marked. */
export function Header({ items, ...props }: HeaderProps) {
  const pathname = usePathname();
  return (
    <>
      <GamePageBodyStyleReset />
      <SiteHeader
        {...props}
        items={items.map((item) => ({ ...item, current: isCurrentPage(pathname, item.href) }))}
        linkComponent={Link}
        search={<HeaderSearch />}
      />
    </>
  );
}
