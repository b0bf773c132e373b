import { useId, type ReactNode } from "react";
import { Checkbox } from "../Checkbox";
import "./PreferenceToggle.css";

/** Props of {@link PreferenceToggle}. */
export interface PreferenceToggleProps {
  /** The setting's name, as a heading. */
  title: ReactNode;
  /** What turning it on means. */
  hint: ReactNode;
  /** The box's label. */
  label: string;
  checked: boolean;
  /** The change is being saved, or the player's setting is not known yet: the box waits. */
  busy?: boolean;
  /** The player ticked or cleared the box. */
  onChange(checked: boolean): void;
  /** What the last change did, in words (announced). */
  notice?: ReactNode;
  /** Why the last change failed, in words. */
  error?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One of a player's settings that is on or off (see docs/features.md: the reward-calendar opt-out,
 * ghost mode): a heading, what it means, one box, and the outcome of the change in words.
 *
 * @example <PreferenceToggle title="Ghost mode" hint="…" label="Hide my name" checked={on} onChange={save} />
 */
export function PreferenceToggle({
  title,
  hint,
  label,
  checked,
  busy = false,
  onChange,
  notice,
  error,
  headingLevel = 2,
  className,
}: PreferenceToggleProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={className ? `casino-PreferenceToggle ${className}` : "casino-PreferenceToggle"}
    >
      <Heading id={titleId} className="casino-PreferenceToggle-title">
        {title}
      </Heading>
      <p className="casino-PreferenceToggle-hint">{hint}</p>
      <Checkbox label={label} checked={checked} disabled={busy} error={error} onCheckedChange={onChange} />
      <p role="status" className="casino-PreferenceToggle-notice">
        {notice}
      </p>
    </section>
  );
}
