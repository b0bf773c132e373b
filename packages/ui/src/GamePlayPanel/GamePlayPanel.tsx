import { useT } from "@casino/i18n/react";
import type { ReactNode } from "react";
import { Button } from "../Button";
import "../Button/Button.css";
import type { LinkComponent } from "../navigation";
import { Skeleton } from "../Skeleton";
import "./GamePlayPanel.css";

/** Props of {@link GamePlayPanel}. */
export interface GamePlayPanelProps {
  /**
   * `checking` while the visitor's consent and country are read; `consent` until the game cookies
   * are accepted; `restricted` where the game may not be played; `ready` to play.
   */
  state: "checking" | "consent" | "restricted" | "ready";
  onAcceptConsent?(): void;
  /** The privacy policy, linked from the consent. */
  privacyHref: string;
  /** The visitor's country, named in the restriction message. */
  countryName?: string;
  /** Where playing for money starts (the play page, or the sign-in for a guest). */
  playHref: string;
  /** The demo; left out when the game has none ("Demo play unavailable"). */
  demoHref?: string;
  /** The player's active bonus does not apply to this game: warn before they play. */
  bonusIneligible?: boolean;
  /** What the `ready` stage shows instead of the actions: the provider's game, on the play page. */
  stage?: ReactNode;
  /** Renders every link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * The stage of a game page, 16:9 whatever it shows (nothing moves): the game cookies' consent
 * until accepted, the country restriction, or the Play and demo actions with the bonus warning.
 *
 * @example <GamePlayPanel state="ready" privacyHref="/privacy-policy" playHref="/play/book-of-embers" demoHref="/play/book-of-embers?demo=1" />
 */
export function GamePlayPanel({
  state,
  onAcceptConsent,
  privacyHref,
  countryName,
  playHref,
  demoHref,
  bonusIneligible = false,
  stage,
  linkComponent: Link = "a",
  className,
}: GamePlayPanelProps) {
  const t = useT();
  const link = (href: string, label: string, variant: "primary" | "secondary") => (
    <Link href={href} className="casino-Button" data-variant={variant} data-size="md">
      {label}
    </Link>
  );
  return (
    <section
      className={className ? `casino-GamePlayPanel ${className}` : "casino-GamePlayPanel"}
      data-state={state}
      aria-label={t("game.frame.label")}
      aria-busy={state === "checking" || undefined}
    >
      {state === "checking" ? (
        <div className="casino-GamePlayPanel-body">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="block" width="12rem" height="44px" />
        </div>
      ) : state === "consent" ? (
        <div className="casino-GamePlayPanel-body">
          <h2 className="casino-GamePlayPanel-title">{t("game.consent.title")}</h2>
          <p>{t("game.consent.text")}</p>
          <div className="casino-GamePlayPanel-actions">
            <Button onClick={onAcceptConsent}>{t("game.consent.accept")}</Button>
            <Link href={privacyHref} className="casino-GamePlayPanel-link">
              {t("nav.privacy")}
            </Link>
          </div>
        </div>
      ) : state === "restricted" ? (
        <div className="casino-GamePlayPanel-body" role="alert">
          <h2 className="casino-GamePlayPanel-title">{t("game.restricted.title")}</h2>
          <p>{t("game.restricted.text", { COUNTRY: countryName ?? "" })}</p>
        </div>
      ) : stage !== undefined ? (
        <div className="casino-GamePlayPanel-body">{stage}</div>
      ) : (
        <div className="casino-GamePlayPanel-body">
          {bonusIneligible ? (
            <p className="casino-GamePlayPanel-warning" role="note">
              {t("game.bonus.ineligible")}
            </p>
          ) : null}
          <div className="casino-GamePlayPanel-actions">
            {link(playHref, t("game.play"), "primary")}
            {demoHref === undefined ? (
              <span className="casino-GamePlayPanel-muted">{t("game.demo.unavailable")}</span>
            ) : (
              link(demoHref, t("game.play.demo"), "secondary")
            )}
          </div>
        </div>
      )}
    </section>
  );
}
