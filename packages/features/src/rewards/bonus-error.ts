import { errorMessageKey, isApiError } from "@casino/api-client";
import { bonusErrorReference } from "@casino/domain";
import type { Translate } from "@casino/i18n";

function idsOf(body: unknown): { promotionId?: unknown; userId?: unknown; userBonusId?: unknown } {
  if (typeof body !== "object" || body === null) return {};
  const data = (body as { data?: unknown }).data;
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
}

const idOrNull = (value: unknown) => (typeof value === "number" || typeof value === "string" ? value : null);

/**
 * A failed bonus call in words (see docs/features.md, "Bonuses"): the text of its activation error
 * code, with the promotion, user and user-bonus reference UNIFIED_ERROR shows filled in from the
 * refusal's data ("-" where the back end sent none). A call that may have been carried out is not
 * called failed: the page reads the bonuses again after every call, so they show whether it went.
 *
 * @example bonusErrorText(refusal, t) // "This bonus is not available for your account."
 */
export function bonusErrorText(error: unknown, t: Translate): string {
  const ids = isApiError(error) ? idsOf(error.body) : {};
  return t(
    errorMessageKey(error, { outcomeUnknown: "bonus.outcome.unknown" }),
    bonusErrorReference({
      promotionId: idOrNull(ids.promotionId),
      userId: idOrNull(ids.userId),
      userBonusId: idOrNull(ids.userBonusId),
    }),
  );
}
