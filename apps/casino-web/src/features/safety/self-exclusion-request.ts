import type { SetLimitRequest } from "@casino/api-client";
import { SELF_EXCLUSION_OPTIONS } from "@casino/domain";
import type { SelfExclusionChoice } from "@casino/ui";

/**
 * The set-limit body of a self-exclusion choice: permanent, or the option's length in the units
 * the call takes (hours, days, months; a week is 7 days).
 *
 * @example selfExclusionRequest("1w") // { type: "self-exclusion", value: 7, unit: "days" }
 */
export function selfExclusionRequest(choice: SelfExclusionChoice): SetLimitRequest {
  if (choice === "permanent") return { type: "self-exclusion", permanent: true };
  const { duration } = SELF_EXCLUSION_OPTIONS.find((option) => option.key === choice) ?? SELF_EXCLUSION_OPTIONS[0];
  if ("hours" in duration) return { type: "self-exclusion", value: duration.hours, unit: "hours" };
  if ("weeks" in duration) return { type: "self-exclusion", value: duration.weeks * 7, unit: "days" };
  if ("months" in duration) return { type: "self-exclusion", value: duration.months, unit: "months" };
  return { type: "self-exclusion", value: duration.days, unit: "days" };
}
