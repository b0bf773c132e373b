import { useT } from "@casino/i18n/react";
import type { ReactNode } from "react";
import { Toast as RadixToast } from "radix-ui";
import "./Toast.css";

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds a toast stays before closing itself. */
  durationMs?: number;
}

/**
 * Hosts the toasts of a page: place it once near the root. Toasts appear in a fixed corner
 * region (no layout shift) that keyboard users reach with F8.
 */
export function ToastProvider({ children, durationMs = 5000 }: ToastProviderProps) {
  const t = useT();
  return (
    <RadixToast.Provider duration={durationMs} label={t("toast.region.label")}>
      {children}
      <RadixToast.Viewport className="casino-Toast-viewport" />
    </RadixToast.Provider>
  );
}

/** Props of {@link Toast}. */
export interface ToastProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** `error` toasts are announced assertively; the others politely. */
  tone?: "info" | "success" | "error";
  /** An optional action, e.g. retry; `altText` says how to do it without the toast. */
  action?: { label: ReactNode; altText: string; onAction(): void };
  /** Overrides the provider's duration for this toast. */
  durationMs?: number;
  className?: string;
}

/**
 * A short message that comes and goes on its own (Radix Toast: announced, pauses on hover and
 * focus, swipe or Escape to dismiss). Render inside a {@link ToastProvider}.
 *
 * @example <Toast open={saved} onOpenChange={setSaved} tone="success" title={t("profile.form.success")} />
 */
export function Toast({
  open,
  onOpenChange,
  title,
  description,
  tone = "info",
  action,
  durationMs,
  className,
}: ToastProps) {
  const t = useT();
  return (
    <RadixToast.Root
      open={open}
      onOpenChange={onOpenChange}
      duration={durationMs}
      type={tone === "error" ? "foreground" : "background"}
      data-tone={tone}
      className={className ? `casino-Toast ${className}` : "casino-Toast"}
    >
      <RadixToast.Title className="casino-Toast-title">{title}</RadixToast.Title>
      {description === undefined ? null : (
        <RadixToast.Description className="casino-Toast-description">{description}</RadixToast.Description>
      )}
      {action === undefined ? null : (
        <RadixToast.Action altText={action.altText} className="casino-Toast-action" onClick={action.onAction}>
          {action.label}
        </RadixToast.Action>
      )}
      <RadixToast.Close className="casino-Toast-close" aria-label={t("button.close")}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
