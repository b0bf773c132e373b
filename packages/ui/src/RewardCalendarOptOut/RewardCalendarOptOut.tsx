import { useT } from "@casino/i18n/react";
import { useId, type ReactNode } from "react";
import { Checkbox } from "../Checkbox";
import "./RewardCalendarOptOut.css";

export interface RewardCalendarOptOutProps {
  /** The player has hidden the rakeback calendar (the reward-calendar opt-out flag). */
  optedOut: boolean;
  /** The change is being saved, or the player's flag is not known yet: the box waits. */
  busy?: boolean;
  /** The player ticked or cleared the box. */
  onChange(optedOut: boolean): void;
  /** What the last change did, in words (announced). */
  notice?: ReactNode;
  /** Why the last change failed, in words. */
  error?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The reward-calendar opt-out (see docs/features.md, "Rakeback calendar"): one box a player ticks
 * to hide the rakeback calendar and its entry points, with what that means and the outcome of
 * the change in words.
 */
export function RewardCalendarOptOut({
  optedOut,
  busy = false,
  onChange,
  notice,
  error,
  headingLevel = 2,
  className,
}: RewardCalendarOptOutProps) {
  const t = useT();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={className ? `casino-RewardCalendarOptOut ${className}` : "casino-RewardCalendarOptOut"}
    >
      <Heading id={titleId} className="casino-RewardCalendarOptOut-title">
        {t("rakeback.opt.out.title")}
      </Heading>
      <p className="casino-RewardCalendarOptOut-hint">{t("rakeback.opt.out.hint")}</p>
      <Checkbox
        label={t("rakeback.opt.out.label")}
        checked={optedOut}
        disabled={busy}
        error={error}
        onCheckedChange={onChange}
      />
      <p role="status" className="casino-RewardCalendarOptOut-notice">
        {notice}
      </p>
    </section>
  );
}
