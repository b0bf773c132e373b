import { useLocale, useT } from "@casino/i18n/react";
import type { LinkComponent } from "../navigation";
import "./ProviderTile.css";

/** Props of {@link ProviderTile}. */
export interface ProviderTileProps {
  name: string;
  /** The studio's logo; its initials stand in without one. */
  logoUrl?: string;
  /** How many of its games the catalogue holds. */
  gameCount?: number;
  /** Its games in the lobby. */
  href: string;
  /** Renders the link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  className?: string;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join("");
}

/**
 * A game studio in the providers list: its logo in a fixed frame (nothing moves when it loads),
 * its name and its number of games; the whole tile is one link to its games.
 *
 * @example <ProviderTile name="Emberforge" gameCount={27} href="/casino/search?provider=emberforge" />
 */
export function ProviderTile({
  name,
  logoUrl,
  gameCount,
  href,
  linkComponent: Link = "a",
  className,
}: ProviderTileProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Link href={href} className={className ? `casino-ProviderTile ${className}` : "casino-ProviderTile"}>
      <span className="casino-ProviderTile-logo" aria-hidden="true">
        {logoUrl ? (
          <img src={logoUrl} alt="" width={96} height={48} loading="lazy" decoding="async" />
        ) : (
          initialsOf(name)
        )}
      </span>
      <span className="casino-ProviderTile-name">{name}</span>{" "}
      {gameCount === undefined ? null : (
        <span className="casino-ProviderTile-count">
          {t("lobby.providers.count", { COUNT: gameCount.toLocaleString(locale) })}
        </span>
      )}
    </Link>
  );
}
