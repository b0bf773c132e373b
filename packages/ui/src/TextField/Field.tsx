import { useId, type ReactNode } from "react";
import "./Field.css";

/** What a {@link Field} passes to its control so the label, hint and error are linked to it. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: ReactNode;
  /** Help under the control, read after the label. */
  hint?: ReactNode;
  /** The translated error; announced through `aria-describedby` and marks the control `aria-invalid`. */
  error?: ReactNode;
  /** Use when the control is not a labelable element (a group of controls): the label becomes a plain caption. */
  labelledByCaption?: boolean;
  className?: string;
  children(control: FieldControlProps & { labelId: string }): ReactNode;
}

/**
 * The frame every form control of the kit shares: a label, the control, a hint and an error,
 * with the ids linked for assistive technology.
 */
export function Field({ label, hint, error, labelledByCaption = false, className, children }: FieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy =
    [hint === undefined ? null : hintId, hasError ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div
      className={className ? `casino-Field ${className}` : "casino-Field"}
      data-state={hasError ? "invalid" : undefined}
    >
      {labelledByCaption ? (
        <span id={labelId} className="casino-Field-label">
          {label}
        </span>
      ) : (
        <label id={labelId} htmlFor={id} className="casino-Field-label">
          {label}
        </label>
      )}
      {children({ id, labelId, "aria-describedby": describedBy, "aria-invalid": hasError ? true : undefined })}
      {hint === undefined ? null : (
        <p id={hintId} className="casino-Field-hint">
          {hint}
        </p>
      )}
      {hasError ? (
        <p id={errorId} className="casino-Field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
