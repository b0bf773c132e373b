import Link from "next/link";
import type { RequestContext } from "../../core/request-context";
import { mainNavigation } from "./navigation";

/** The site's header: the brand, linking home, and the main navigation. */
export function ShellHeader({ context }: { context: RequestContext }) {
  return (
    <header className="site-header">
      <Link href={context.pageUrl("root")} className="site-brand">
        {context.brandName}
      </Link>
      <nav aria-label={context.t("nav.main.label")}>
        <ul className="site-nav">
          {mainNavigation(context).map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
