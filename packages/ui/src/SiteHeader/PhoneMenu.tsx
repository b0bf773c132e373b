import { useT } from "@casino/i18n/react";
import { Dialog } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { IconButton } from "../IconButton";
import { ModalLayerMark } from "../Modal/modal-layer";
import "./SiteHeader.css";

/** Props of {@link PhoneMenu}. */
export interface PhoneMenuProps {
  /** The menu button that opens the drawer. */
  trigger: ReactElement<{ onClick?(): void }>;
  /** Opens the drawer when it mounts (the button was pressed before the drawer had loaded, or a story). */
  defaultOpen?: boolean;
  /** The drawer's links and actions. */
  children: ReactNode;
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's drawer under 768 px. A module of its own, like the account menu: the dialog, its
 * focus trap and scroll lock load after the header mounts, off every page's first download.
 */
export function PhoneMenu({ trigger, defaultOpen, children }: PhoneMenuProps) {
  const t = useT();
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="casino-SiteHeader-drawerOverlay" />
        <Dialog.Content className="casino-SiteHeader-drawer" aria-describedby={undefined}>
          <ModalLayerMark />
          <div className="casino-SiteHeader-drawerHeader">
            <Dialog.Title className="casino-SiteHeader-drawerTitle">{t("shell.header.menu.title")}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t("button.close")} icon={<CloseIcon />} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
