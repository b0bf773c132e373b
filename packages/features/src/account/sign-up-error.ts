import { errorMessageKey, isApiError, isOutcomeUnknown } from "@casino/api-client";
import { dynamicTextKey, type Translate } from "@casino/i18n";

/**
 * Why a sign-up failed, in words (see docs/features.md, "Registration"): an answer that never came
 * may have created the account, so it says so and that pressing again is safe (the same form is sent
 * with the same Idempotency-Key); else the server's own message when it sent one, else the call's
 * generic text (`msg.try.again`, or the lost connection).
 *
 * @example signUpErrorText(error, t) // "An account with this e-mail already exists"
 */
export function signUpErrorText(error: unknown, t: Translate): string {
  if (isOutcomeUnknown(error)) return t("signup.outcome.unknown");
  if (isApiError(error) && error.serverMessage !== undefined && error.serverMessage.trim() !== "") {
    return error.serverMessage;
  }
  return t(dynamicTextKey(errorMessageKey(error)));
}
