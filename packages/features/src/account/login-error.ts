import { errorMessageKey, isApiError } from "@casino/api-client";
import { isKnownErrorCode } from "@casino/domain";
import { dynamicTextKey, type Translate } from "@casino/i18n";

/**
 * Why a login failed, in words (see docs/features.md, "Session and sign-in"): our text for a code
 * the catalogues know and for too many attempts; else the server's own message (a brand's code we
 * do not know still reads well); else the generic text for the status or the lost connection.
 *
 * @example loginErrorText(error, t) // "The email or password is incorrect."
 */
export function loginErrorText(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    const ours = (error.code !== undefined && isKnownErrorCode(error.code)) || error.status === 429;
    if (!ours && error.serverMessage !== undefined && error.serverMessage !== "") return error.serverMessage;
  }
  return t(dynamicTextKey(errorMessageKey(error)));
}
