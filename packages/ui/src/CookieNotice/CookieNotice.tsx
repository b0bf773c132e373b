import { PRIVACY_POLICY_URL } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { useId } from "react";
import { Button } from "../Button";
import "./CookieNotice.css";

export interface CookieNoticeProps {
  /**
   * Whether the notice shows. The app decides: once until accepted, never on games or play pages
   * (see docs/features.md, "Cookie notice").
   */
  open: boolean;
  /** The player accepted; the app stores the consent. */
  onAccept: () => void;
  /** The privacy policy page; `/privacy-policy` by default. */
  privacyPolicyHref?: string;
  className?: string;
}

/**
 * The cookie-consent notice. It floats over the bottom of the page (fixed, so the page never shifts
 * when it appears or goes) and does not block the page: it is a labelled region, not a modal.
 */
export function CookieNotice({ open, onAccept, privacyPolicyHref = PRIVACY_POLICY_URL, className }: CookieNoticeProps) {
  const t = useT();
  const titleId = useId();
  if (!open) return null;
  return (
    <section
      aria-labelledby={titleId}
      className={className ? `casino-CookieNotice ${className}` : "casino-CookieNotice"}
    >
      <h2 id={titleId} className="casino-CookieNotice-title">
        {t("cookie.notice.title")}
      </h2>
      <p className="casino-CookieNotice-text">
        {t("cookie.notice.message")}{" "}
        <a className="casino-CookieNotice-link" href={privacyPolicyHref}>
          {t("cookie.notice.privacy.link")}
        </a>
      </p>
      <Button className="casino-CookieNotice-accept" onClick={onAccept}>
        {t("cookie.notice.accept")}
      </Button>
    </section>
  );
}
