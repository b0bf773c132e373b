import type { SetLimitRequest } from "@casino/api-client";
import { SELF_EXCLUSION_OPTIONS } from "@casino/domain";
import type { SelfExclusionChoice } from "@casino/ui";

/** The length of a choice in the units the call takes (hours, days, months; a week is 7 days). */
function lengthOf(choice: Exclude<SelfExclusionChoice, "permanent">): Pick<SetLimitRequest, "value" | "unit"> {
  if (typeof choice === "object") return { value: choice.value, unit: choice.unit };
  const { duration } = SELF_EXCLUSION_OPTIONS.find((option) => option.key === choice) ?? SELF_EXCLUSION_OPTIONS[0];
  if ("hours" in duration) return { value: duration.hours, unit: "hours" };
  if ("weeks" in duration) return { value: duration.weeks * 7, unit: "days" };
  if ("months" in duration) return { value: duration.months, unit: "months" };
  return { value: duration.days, unit: "days" };
}

/**
 * The set-limit body of a self-exclusion choice: permanent, or its length with the player's zone,
 * so the back end ends days and months at the same time of day the confirm named.
 *
 * @example selfExclusionRequest("1w", "Europe/Berlin") // { type: "self-exclusion", value: 7, unit: "days", timeZone: "Europe/Berlin" }
 */
export function selfExclusionRequest(choice: SelfExclusionChoice, timeZone: string): SetLimitRequest {
  if (choice === "permanent") return { type: "self-exclusion", permanent: true };
  return { type: "self-exclusion", ...lengthOf(choice), timeZone };
}
