import { useT } from "@casino/i18n/react";
import type { ReactNode } from "react";
import { PreferenceToggle } from "../PreferenceToggle";

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
export function RewardCalendarOptOut({ optedOut, ...toggle }: RewardCalendarOptOutProps) {
  const t = useT();
  return (
    <PreferenceToggle
      title={t("rakeback.opt.out.title")}
      hint={t("rakeback.opt.out.hint")}
      label={t("rakeback.opt.out.label")}
      checked={optedOut}
      {...toggle}
    />
  );
}
