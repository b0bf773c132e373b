import type { ButtonHTMLAttributes } from "react";
import styles from "./Button.module.css";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** The product's action button. */
export function Button({ className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={className ? `${styles.button} ${className}` : styles.button} {...props} />;
}
