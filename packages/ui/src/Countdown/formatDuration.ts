/** The parts of a remaining duration, each a whole number. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a duration in milliseconds into days, hours, minutes and seconds (rounded up to the second). */
export function durationParts(ms: number): DurationParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The clock face of a countdown: `mm:ss` under an hour, `hh:mm:ss` under a day, `d:hh:mm:ss` beyond.
 * Digits and colons read the same in every locale, so no text key is needed.
 */
export function formatClock({ days, hours, minutes, seconds }: DurationParts): string {
  if (days > 0) return `${days}:${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  if (hours > 0) return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return `${pad(minutes)}:${pad(seconds)}`;
}

/** The same duration as an ISO 8601 duration, for `<time dateTime>`. */
export function isoDuration({ days, hours, minutes, seconds }: DurationParts): string {
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}
