import type { ButtonHTMLAttributes, Ref } from "react";
import "./Button.css";

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the one main action of a view, `secondary` beside it, `ghost` for quiet actions. */
  variant?: "primary" | "secondary" | "ghost";
  size?: "sm" | "md";
  /** While an action runs: announced with `aria-busy`, shows a spinner and cannot be pressed again. */
  busy?: boolean;
  /** Stretches the button to the width of its container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The product's action button.
 *
 * @example <Button variant="primary" busy={claiming} onClick={claim}>Get</Button>
 */
export function Button({
  className,
  type = "button",
  variant = "primary",
  size = "md",
  busy = false,
  block = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={className ? `casino-Button ${className}` : "casino-Button"}
      data-variant={variant}
      data-size={size}
      data-block={block || undefined}
      data-state={busy ? "busy" : undefined}
      aria-busy={busy || undefined}
      disabled={disabled === true || busy}
      {...props}
    >
      {busy ? <span className="casino-Button-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
