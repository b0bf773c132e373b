import { logoutAlert, type LogoutReason } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import "./SessionAlert.css";

/** Props of {@link SessionAlert}. */
export interface SessionAlertProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Why the session ended: it chooses the title, the message and the line naming the reason. */
  reason: LogoutReason;
  /** The player chose Log in: the app opens the login modal. */
  onLogIn(): void;
}

/**
 * The alert after a session ended without the player asking (see docs/features.md, "Inactivity
 * and logout reasons"): the inactive title and message after an inactivity timeout, the logout
 * title and message with a line naming the reason otherwise. It offers Log in, OK, and the
 * dialog's Close.
 *
 * @example <SessionAlert open reason="USER_INACTIVITY_TIMEOUT" onOpenChange={setOpen} onLogIn={openLogin} />
 */
export function SessionAlert({ open, onOpenChange, reason, onLogIn }: SessionAlertProps) {
  const t = useT();
  const alert = logoutAlert(reason);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t(dynamicTextKey(alert.titleKey))}
      description={t(dynamicTextKey(alert.messageKey))}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("button.ok")}
          </Button>
          <Button onClick={onLogIn}>{t("button.log.in")}</Button>
        </>
      }
    >
      {/* After an inactivity timeout the message already says why; other reasons get their own line. */}
      {alert.variant === "inactive" ? undefined : (
        <p className="casino-SessionAlert-reason">{t(dynamicTextKey(alert.reasonKey))}</p>
      )}
    </Modal>
  );
}
