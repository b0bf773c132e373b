import { errorMessageKey, isApiError } from "@casino/api-client";
import type { Translate } from "@casino/i18n";
import { depositProfileFieldsText } from "@casino/ui";

function missingFieldsOf(error: unknown): string[] {
  if (!isApiError(error) || error.code !== "GLOBAL_ERROR") return [];
  const fields = (error.body as { data?: { fields?: unknown } } | null)?.data?.fields;
  return Array.isArray(fields) ? fields.filter((field): field is string => typeof field === "string") : [];
}

/**
 * A refused deposit in words (docs/features.md, "Deposits"): a refusal for an incomplete profile
 * names the fields the back end says are missing, rather than the generic "could not open" text;
 * an answer that never came says it may have gone through; any other code its own text.
 *
 * @example depositErrorText(refusal, t, "en") // "Complete your profile before you deposit. Missing: City and Postal code."
 */
export function depositErrorText(error: unknown, t: Translate, locale: string): string {
  const fields = depositProfileFieldsText(missingFieldsOf(error), t, locale);
  if (fields !== "") return t("cashier.profile.missing", { FIELDS: fields });
  return t(errorMessageKey(error, { outcomeUnknown: "cashier.outcome.unknown" }));
}
