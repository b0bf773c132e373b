import "./Logo.css";

/** Props of {@link Logo}. */
export interface LogoProps {
  /** The brand's name (`brandName` of the settings): the wordmark, or the image's text. */
  brandName: string;
  /** The brand's own logo image; without it the theme's emblem and the name are drawn. */
  logoUrl?: string;
  /** `wide`: on small phones (under 480 px) only the emblem shows; the name stays for screen readers. */
  wordmark?: "always" | "wide";
  className?: string;
}

/**
 * The brand's logo. With `logoUrl`, that image (named by `brandName`); without it, the theme's
 * emblem (a token, `--casino-logo-emblem`, so each theme has its own shape and colours) beside the
 * name set in the theme's font.
 *
 * @example <Logo brandName={settings.brandName} logoUrl={settings.logoUrl} />
 */
export function Logo({ brandName, logoUrl, wordmark = "always", className }: LogoProps) {
  const root = className ? `casino-Logo ${className}` : "casino-Logo";
  if (logoUrl) {
    return (
      <span className={root}>
        <img className="casino-Logo-image" src={logoUrl} alt={brandName} height={32} />
      </span>
    );
  }
  return (
    <span className={root} data-wordmark={wordmark}>
      <span className="casino-Logo-emblem" aria-hidden="true" />
      <span className="casino-Logo-name">{brandName}</span>
    </span>
  );
}
