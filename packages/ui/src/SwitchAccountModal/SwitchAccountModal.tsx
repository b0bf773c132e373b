import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Modal } from "../Modal";

/** Props of {@link SwitchAccountModal}. */
export interface SwitchAccountModalProps {
  open: boolean;
  /**
   * Whether someone is signed in: `true` (the default) asks to switch accounts, `false` asks a
   * signed-out visitor whether to sign in as the link's account at all.
   */
  signedIn?: boolean;
  /** The signed-in player's e-mail, when known, so they see which account they would leave. */
  currentEmail?: string | null;
  /** The link's account as the visitor may see it (a masked e-mail), when known: whom they would sign in as. */
  linkAccount?: string | null;
  /** While the switch runs. */
  switching?: boolean;
  /** Sign in to the account the link was for. */
  onSwitch(): void;
  /** Stay as now (signed in as before, or signed out): Keep my account or Cancel, the close button or Escape. */
  onKeep(): void;
}

/**
 * Asks a visitor who followed a sign-in link before it signs them in (see docs/features.md,
 * "Session and sign-in", and docs/security.md, "Second round: the site"): a signed-in player
 * whether to switch to the link's account, a signed-out visitor whether to sign in as it (named
 * masked). A link never signs anybody in by itself; closing the dialog changes nothing.
 *
 * @example <SwitchAccountModal open currentEmail="ana@example.com" onSwitch={switchAccount} onKeep={keep} />
 * @example <SwitchAccountModal open signedIn={false} linkAccount="a•••a@example.com" onSwitch={signIn} onKeep={cancel} />
 */
export function SwitchAccountModal({
  open,
  signedIn = true,
  currentEmail,
  linkAccount,
  switching = false,
  onSwitch,
  onKeep,
}: SwitchAccountModalProps) {
  const t = useT();
  const email = currentEmail?.trim() ?? "";
  const account = linkAccount?.trim() ?? "";
  const texts = signedIn
    ? {
        title: t("account.switch.title"),
        description:
          email === "" ? t("account.switch.message.anonymous") : t("account.switch.message", { EMAIL: email }),
        keep: t("account.switch.keep"),
        confirm: t("account.switch.confirm"),
      }
    : {
        title:
          account === ""
            ? t("account.signin.link.title.anonymous")
            : t("account.signin.link.title", { ACCOUNT: account }),
        description: t("account.signin.link.message"),
        keep: t("account.signin.link.cancel"),
        confirm: t("account.signin.link.continue"),
      };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
      size="sm"
      title={texts.title}
      description={texts.description}
      footer={
        <>
          <Button variant="secondary" onClick={onKeep} disabled={switching}>
            {texts.keep}
          </Button>
          <Button onClick={onSwitch} busy={switching}>
            {texts.confirm}
          </Button>
        </>
      }
    />
  );
}
