import { useT } from "@casino/i18n/react";
import { useId, type ReactNode } from "react";
import type { LinkComponent } from "../navigation";
import "./SiteFooter.css";

/** One column of footer links (legal, help…). */
export interface FooterLinkGroup {
  title: string;
  links: readonly { href: string; label: string }[];
}

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  groups: readonly FooterLinkGroup[];
  /** The responsible-gambling page, linked from the line under the links. */
  responsibleGamblingHref: string;
  /** The licence text from the settings, as the regulator words it. */
  licence?: string;
  /** A slot beside the 18+ mark, for the language switcher. */
  children?: ReactNode;
  /** Renders every link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * The site's footer: groups of links, the 18+ mark, a responsible-gambling line with its link,
 * the licence text and a slot for the language switcher.
 *
 * @example
 * <SiteFooter groups={legalAndHelp} responsibleGamblingHref="/responsible-gambling" licence={settings.licence}>
 *   <LanguageSwitcher />
 * </SiteFooter>
 */
export function SiteFooter({
  groups,
  responsibleGamblingHref,
  licence,
  children,
  linkComponent: Link = "a",
  className,
}: SiteFooterProps) {
  const t = useT();
  const idPrefix = useId();
  return (
    <footer className={className ? `casino-SiteFooter ${className}` : "casino-SiteFooter"}>
      <div className="casino-SiteFooter-inner">
        <div className="casino-SiteFooter-groups">
          {groups.map((group, index) => (
            <nav key={group.title} aria-labelledby={`${idPrefix}-${index}`}>
              <h2 id={`${idPrefix}-${index}`} className="casino-SiteFooter-title">
                {group.title}
              </h2>
              <ul className="casino-SiteFooter-links">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="casino-SiteFooter-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="casino-SiteFooter-bottom">
          <span className="casino-SiteFooter-adult" role="img" aria-label={t("shell.footer.adult.label")}>
            {t("shell.footer.adult")}
          </span>
          <p className="casino-SiteFooter-responsible">
            {t("shell.footer.responsible")}{" "}
            <Link href={responsibleGamblingHref} className="casino-SiteFooter-inlineLink">
              {t("shell.footer.responsible.link")}
            </Link>
          </p>
          {children ? <div className="casino-SiteFooter-slot">{children}</div> : null}
        </div>
        {licence ? <p className="casino-SiteFooter-licence">{licence}</p> : null}
      </div>
    </footer>
  );
}
