import { useT } from "@casino/i18n/react";
import { useRef, type ReactNode } from "react";
import { Dialog } from "radix-ui";
import { ModalLayerMark } from "./modal-layer";
import "./Modal.css";

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Names the dialog for assistive technology (`aria-labelledby`). */
  title: ReactNode;
  /** Read out after the title (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** The modal's actions, laid out at its bottom. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /**
   * `false` for a dialog that needs an answer from its own actions: no close button, and Escape
   * or a press outside leaves it open. Default `true`.
   */
  dismissible?: boolean;
  className?: string;
}

/**
 * A dialog over the page: traps focus, closes on Escape and on the close button (unless it is not
 * `dismissible`), is labelled by its title and returns focus to what opened it. The overlay is fixed, so opening it never moves
 * the page (CLS stays 0).
 *
 * @example
 * <Modal open={open} onOpenChange={setOpen} title={t("rakeback.claim.title")} footer={<Button>OK</Button>}>
 *   {message}
 * </Modal>
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
  dismissible = true,
  className,
}: ModalProps) {
  const t = useT();
  // Radix returns focus only to its own Dialog.Trigger; our modals are opened by any control
  // (or by the URL), so remember what had focus when the modal opened and go back to it.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="casino-Modal-overlay" />
        <Dialog.Content
          className={className ? `casino-Modal ${className}` : "casino-Modal"}
          data-size={size}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...(dismissible
            ? {}
            : {
                onEscapeKeyDown: (event: KeyboardEvent) => event.preventDefault(),
                onInteractOutside: (event: Event) => event.preventDefault(),
              })}
          // Radix warns when no description is linked; a modal without one is valid, so say so.
          {...(description === undefined ? { "aria-describedby": undefined } : {})}
        >
          <ModalLayerMark />
          {/* Divs, not <header> and <footer>: inside a dialog those are a second banner and
              contentinfo landmark, and the page's own stay exposed while they hold a live region
              (the player's balance in the site's header). */}
          <div className="casino-Modal-header">
            <Dialog.Title className="casino-Modal-title">{title}</Dialog.Title>
            {dismissible ? (
              <Dialog.Close className="casino-Modal-close" aria-label={t("button.close")}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            ) : null}
          </div>
          {description === undefined ? null : (
            <Dialog.Description className="casino-Modal-description">{description}</Dialog.Description>
          )}
          {children === undefined ? null : <div className="casino-Modal-body">{children}</div>}
          {footer === undefined ? null : <div className="casino-Modal-footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
