import "./UsageMeter.css";

export interface UsageMeterProps {
  /** How much of the limit is used, in percent (0 to 100). */
  percent: number;
  /** What the meter measures, for a screen reader. */
  label: string;
}

/**
 * How much of a limit is used (see docs/features.md, "Limits"): a meter that turns to the warning
 * colour from half and to the danger colour at the full limit, as the browser draws `low` and `high`.
 *
 * @example <UsageMeter percent={60} label="Daily limit used" />
 */
export function UsageMeter({ percent, label }: UsageMeterProps) {
  return (
    <meter
      className="casino-UsageMeter"
      min={0}
      max={100}
      low={50}
      high={99}
      optimum={0}
      value={percent}
      aria-label={label}
    />
  );
}
