import { useId } from "react";
import "../Button/Button.css";
import type { LinkComponent } from "../navigation";
import "./Hero.css";

/** Props of {@link Hero}. */
export interface HeroProps {
  title: string;
  /** A line or two under the title. */
  text?: string;
  /** A short line over the title ("Welcome package"). */
  eyebrow?: string;
  /** The call to action: a link (to the promotion, the sign-up, the deposit). */
  cta?: { label: string; href: string };
  /** The promotion's picture, drawn beside the text (decorative: the title says it all). */
  imageUrl?: string;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 1 | 2;
  /** Renders the call to action; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * A promotion banner over the theme's hero gradient: an eyebrow, a display title, a text, a call
 * to action and an optional picture. Its minimum height is fixed and the picture is drawn into a
 * reserved area, so nothing moves when it loads (CLS).
 *
 * @example <Hero title="150% up to €500" text="On your first deposit" cta={{ label: "Claim", href: "/promotions" }} />
 */
export function Hero({
  title,
  text,
  eyebrow,
  cta,
  imageUrl,
  headingLevel = 2,
  linkComponent: Link = "a",
  className,
}: HeroProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={titleId}
      className={className ? `casino-Hero ${className}` : "casino-Hero"}
      data-image={imageUrl ? "" : undefined}
    >
      <div className="casino-Hero-content">
        {eyebrow ? <p className="casino-Hero-eyebrow">{eyebrow}</p> : null}
        <Heading id={titleId} className="casino-Hero-title">
          {title}
        </Heading>
        {text ? <p className="casino-Hero-text">{text}</p> : null}
        {cta ? (
          <Link href={cta.href} className="casino-Button casino-Hero-cta" data-variant="primary" data-size="md">
            {cta.label}
          </Link>
        ) : null}
      </div>
      {imageUrl ? (
        <div className="casino-Hero-media">
          {/* The top of its page and its largest picture: loaded first (docs/performance.md, "The first pictures load first"). */}
          <img className="casino-Hero-image" src={imageUrl} alt="" fetchPriority="high" />
        </div>
      ) : null}
    </section>
  );
}
