"use client";

import { withLocalePrefix } from "@casino/i18n/locale-path";
import { LanguageSwitcher } from "@casino/ui/LanguageSwitcher";
import { SiteFooter, type SiteFooterProps } from "@casino/ui/SiteFooter";
import { Link, usePathname } from "../router/router-adapter.js";

/** Props of {@link SiteFooterLive}: the kit's footer fed from the server, with the languages the brand serves. */
export type SiteFooterLiveProps = Omit<SiteFooterProps, "linkComponent" | "children"> & {
  /** The locales served, each named in itself. */
  languages: readonly { locale: string; label: string }[];
  /** The locale the page is shown in. */
  locale: string;
};

/**
 * The kit's `SiteFooter` wired: the app's links (its router adapter), and the language switcher in its slot:
 * each language links the page the visitor is on (see docs/features.md, "Locales and content texts").
 */
export function SiteFooterLive({ languages, locale, ...props }: SiteFooterLiveProps) {
  const pathname = usePathname();
  return (
    <SiteFooter {...props} linkComponent={Link}>
      {languages.length > 1 ? (
        <LanguageSwitcher
          current={locale}
          languages={languages.map((language) => ({ ...language, href: withLocalePrefix(pathname, language.locale) }))}
        />
      ) : null}
    </SiteFooter>
  );
}
