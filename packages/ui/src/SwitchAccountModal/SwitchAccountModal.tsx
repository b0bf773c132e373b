import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Modal } from "../Modal";

/** Props of {@link SwitchAccountModal}. */
export interface SwitchAccountModalProps {
  open: boolean;
  /** The signed-in player's e-mail, when known, so they see which account they would leave. */
  currentEmail?: string | null;
  /** While the switch runs. */
  switching?: boolean;
  /** Sign in to the account the link was for. */
  onSwitch(): void;
  /** Stay signed in as now: Keep my account, the close button or Escape. */
  onKeep(): void;
}

/**
 * Asks a signed-in player who followed a sign-in link for another account whether to switch
 * (see docs/features.md, "Session and sign-in"): a link never silently replaces an open session.
 * Closing the dialog keeps the current account.
 *
 * @example <SwitchAccountModal open currentEmail="ana@example.com" onSwitch={switchAccount} onKeep={keep} />
 */
export function SwitchAccountModal({
  open,
  currentEmail,
  switching = false,
  onSwitch,
  onKeep,
}: SwitchAccountModalProps) {
  const t = useT();
  const email = currentEmail?.trim() ?? "";
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
      size="sm"
      title={t("account.switch.title")}
      description={email === "" ? t("account.switch.message.anonymous") : t("account.switch.message", { EMAIL: email })}
      footer={
        <>
          <Button variant="secondary" onClick={onKeep} disabled={switching}>
            {t("account.switch.keep")}
          </Button>
          <Button onClick={onSwitch} busy={switching}>
            {t("account.switch.confirm")}
          </Button>
        </>
      }
    />
  );
}
