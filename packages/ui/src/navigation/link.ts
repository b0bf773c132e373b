import type { AnchorHTMLAttributes, ElementType } from "react";

/** What the kit passes to a link: an anchor's attributes, with `href` required. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };

/**
 * How the shell components render their links: a plain `a` by default, or the site's own router
 * link (Next.js passes `next/link`), so navigation stays client-side without the kit knowing the router.
 */
export type LinkComponent = ElementType<LinkProps>;
