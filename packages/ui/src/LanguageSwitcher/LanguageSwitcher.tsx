import { useT } from "@casino/i18n/react";
import "./LanguageSwitcher.css";

/** One language the visitor can switch to: its locale code, its name in itself, the same page in it. */
export interface LanguageOption {
  locale: string;
  /** The language's own name ("Deutsch"), so a visitor finds theirs whatever the page's language. */
  label: string;
  /** The current page in this language. */
  href: string;
}

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  languages: readonly LanguageOption[];
  /** The locale the page is shown in; its link is marked current. */
  current: string;
  className?: string;
}

/**
 * The languages of the site as a list of links, each to the current page in that language. The
 * links are plain anchors with `hreflang` and `lang` (never a client-side route change): a new
 * language loads the whole page with its texts, and crawlers find every version.
 *
 * @example
 * <LanguageSwitcher current="en" languages={[{ locale: "en", label: "English", href: "/promotions" }, { locale: "de", label: "Deutsch", href: "/de/promotions" }]} />
 */
export function LanguageSwitcher({ languages, current, className }: LanguageSwitcherProps) {
  const t = useT();
  return (
    <nav
      className={className ? `casino-LanguageSwitcher ${className}` : "casino-LanguageSwitcher"}
      aria-label={t("shell.footer.language")}
    >
      <ul className="casino-LanguageSwitcher-list">
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              className="casino-LanguageSwitcher-link"
              href={language.href}
              hrefLang={language.locale}
              lang={language.locale}
              aria-current={language.locale === current ? "true" : undefined}
            >
              {language.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
