import { dateTimeFormat } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { Dialog } from "radix-ui";
import { Button } from "../Button";
import { ModalLayerMark } from "../Modal/modal-layer";
import "../Modal/Modal.css";
import "./RestrictedCountryOverlay.css";

/** Where the location re-check stands: not started, running, or ended with the country still restricted. */
export type ReverifyStatus = "idle" | "verifying" | "failed";

export interface RestrictedCountryOverlayProps {
  /** The app decides, with `shouldShowRestrictionOverlay` from `@casino/domain`. */
  open: boolean;
  /** The detected country, as the player reads it (a name such as "Germany"). */
  country: string;
  /** The visitor's IP address. */
  ip: string;
  /** When the location was detected. */
  date: Date;
  /** IANA zone the date is shown in; the device's zone when left out. */
  zone?: string;
  status?: ReverifyStatus;
  /** The player asked to re-verify the location (browser location, then a reverse lookup). */
  onReverify(): void;
}

// The overlay blocks the site until the location is verified: nothing outside it closes it.
const keepOpen = (event: Event) => event.preventDefault();

/**
 * The restricted-country overlay (see docs/features.md, "Restricted countries"): a title, a location message and a
 * device/region explanation, the detected Country, IP and Date, and a button that re-verifies the
 * location, busy while it runs and followed by a message when it fails. It covers the page in a
 * fixed layer, so showing it never moves the page.
 */
export function RestrictedCountryOverlay({
  open,
  country,
  ip,
  date,
  zone,
  status = "idle",
  onReverify,
}: RestrictedCountryOverlayProps) {
  const t = useT();
  const locale = useLocale();
  const dateText = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(date);
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="casino-Modal-overlay" data-backdrop="opaque" />
        <Dialog.Content
          className="casino-Modal"
          data-align="center"
          data-status={status}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
        >
          <ModalLayerMark />
          <svg
            className="casino-RestrictedCountryOverlay-icon"
            viewBox="0 0 24 24"
            width="48"
            height="48"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M5.5 18.5l13-13" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          <Dialog.Title className="casino-RestrictedCountryOverlay-title">{t("restricted.title")}</Dialog.Title>
          <Dialog.Description className="casino-RestrictedCountryOverlay-message">
            {t("restricted.location.message")}
          </Dialog.Description>
          <p className="casino-RestrictedCountryOverlay-explanation">{t("restricted.device.message")}</p>
          <dl className="casino-RestrictedCountryOverlay-details">
            <div>
              <dt>{t("restricted.country")}</dt>
              <dd>{country}</dd>
            </div>
            <div>
              <dt>{t("restricted.ip")}</dt>
              <dd>{ip}</dd>
            </div>
            <div>
              <dt>{t("restricted.date")}</dt>
              <dd>
                {/* Without `zone`, the server's zone and the device's may differ. */}
                <time dateTime={date.toISOString()} suppressHydrationWarning>
                  {dateText}
                </time>
              </dd>
            </div>
          </dl>
          <Button block busy={status === "verifying"} onClick={onReverify}>
            {t("button.reverify.location")}
          </Button>
          {/* Always present, so the checking text is announced as it appears. */}
          <p role="status" className="casino-RestrictedCountryOverlay-status">
            {status === "verifying" ? t("restricted.verifying") : null}
          </p>
          {status === "failed" ? (
            <p role="alert" className="casino-RestrictedCountryOverlay-failed">
              {t("restricted.verify.failed")}
            </p>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
