import type { ReactNode } from "react";
import { Button, type ButtonProps } from "../Button";
import "./IconButton.css";

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonProps, "children" | "block" | "aria-label"> {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, drawn `aria-hidden`. */
  icon: ReactNode;
}

/**
 * A square button showing only an icon, named by `label`.
 *
 * @example <IconButton label={t("button.close")} icon={<CloseIcon />} onClick={close} />
 */
export function IconButton({ label, icon, variant = "ghost", className, ...props }: IconButtonProps) {
  return (
    <Button
      variant={variant}
      aria-label={label}
      className={className ? `casino-IconButton ${className}` : "casino-IconButton"}
      {...props}
    >
      <span className="casino-IconButton-icon" aria-hidden="true">
        {icon}
      </span>
    </Button>
  );
}
