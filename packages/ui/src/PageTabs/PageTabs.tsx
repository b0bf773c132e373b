import type { ReactNode } from "react";
import type { LinkComponent } from "../navigation";
import "./PageTabs.css";

/** One tab: a view of the page with an address of its own. */
export interface PageTab {
  key: string;
  label: string;
  href: string;
}

/** Props of {@link PageTabs}. */
export interface PageTabsProps {
  /** Names the tabs for assistive technology (the page's subject). */
  label: string;
  tabs: readonly PageTab[];
  /** The key of the tab shown. */
  current: string;
  /** Renders the link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /** The current tab's content. */
  children: ReactNode;
  className?: string;
}

/**
 * Views of one page as links (see docs/features.md, "History"): each tab is an address, so a
 * reload, back and a shared link keep it, and it works without JavaScript; the current one is
 * marked `aria-current="page"`. The content of the current tab follows.
 *
 * @example <PageTabs label="History" tabs={[{ key: "transactions", label: "Transactions", href: "?tab=transactions" }]} current="transactions">…</PageTabs>
 */
export function PageTabs({ label, tabs, current, linkComponent: Link = "a", children, className }: PageTabsProps) {
  return (
    <div className={className ? `casino-PageTabs ${className}` : "casino-PageTabs"}>
      <nav aria-label={label}>
        <ul className="casino-PageTabs-list">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link
                href={tab.href}
                className="casino-PageTabs-tab"
                aria-current={tab.key === current ? "page" : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="casino-PageTabs-panel">{children}</div>
    </div>
  );
}
