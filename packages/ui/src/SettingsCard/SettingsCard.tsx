import { useId, type ReactNode } from "react";
import "./SettingsCard.css";

export interface SettingsCardProps {
  /** The card's heading (a level-2 heading that names the section). */
  title: ReactNode;
  /** What the setting does, in a sentence or two, under the heading. */
  intro?: ReactNode;
  /** The setting itself: a choice, a form, the value in force. */
  children?: ReactNode;
  /** The card's buttons, in a row that wraps on a phone. */
  actions?: ReactNode;
  /** A translated refusal of the last change, announced. */
  error?: string | null;
}

/**
 * One card of the player's own settings (limits, breaks, locks): a heading that names the section,
 * what the setting does, the setting, its buttons and the back end's refusal in words.
 */
export function SettingsCard({ title, intro, children, actions, error }: SettingsCardProps) {
  const titleId = useId();
  return (
    <section className="casino-SettingsCard" aria-labelledby={titleId}>
      <h2 id={titleId} className="casino-SettingsCard-title">
        {title}
      </h2>
      {intro === undefined ? null : <p>{intro}</p>}
      {children}
      {actions === undefined ? null : <div className="casino-SettingsCard-actions">{actions}</div>}
      {error ? (
        <p className="casino-SettingsCard-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
