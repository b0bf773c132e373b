import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Countdown, type Clock } from "../Countdown";
import { Modal } from "../Modal";
import "./InactivityWarning.css";

/** Props of {@link InactivityWarning}. */
export interface InactivityWarningProps {
  open: boolean;
  /** When the player will be logged out. */
  logoutAt: Date;
  /** Where the current time comes from; the system clock by default (stories and tests pass their own). */
  clock?: Clock;
  /** The player is still there: Stay signed in, the close button or Escape. */
  onStaySignedIn(): void;
  /** The player chose to log out now. */
  onLogOut(): void;
}

/**
 * The warning before an inactivity logout (WCAG 2.2.1, see docs/features.md, "Inactivity and
 * logout reasons"): says what will happen, counts down to it, and lets the player stay signed in
 * with one action; closing the dialog in any way counts as staying.
 *
 * @example <InactivityWarning open logoutAt={new Date(logoutAt)} onStaySignedIn={stay} onLogOut={logOut} />
 */
export function InactivityWarning({ open, logoutAt, clock, onStaySignedIn, onLogOut }: InactivityWarningProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onStaySignedIn();
      }}
      size="sm"
      title={t("account.inactivity.title")}
      description={t("account.inactivity.message")}
      footer={
        <>
          <Button variant="secondary" onClick={onLogOut}>
            {t("button.log.out")}
          </Button>
          <Button onClick={onStaySignedIn}>{t("account.inactivity.stay")}</Button>
        </>
      }
    >
      <p className="casino-InactivityWarning-countdown">
        {t("account.inactivity.countdown")}{" "}
        <Countdown className="casino-InactivityWarning-time" target={logoutAt} {...(clock ? { clock } : {})} />
      </p>
    </Modal>
  );
}
