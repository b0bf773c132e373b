import {
  BET_LIMIT_ERROR_CATALOGUE,
  BONUS_ACTIVATION_ERROR_CATALOGUE,
  COUPON_ERROR_CATALOGUE,
  DEPOSIT_ERROR_CATALOGUE,
  GENERIC_ERROR_CATALOGUE,
  LOGIN_ERROR_CATALOGUE,
  OTHER_ERROR_CATALOGUE,
  RAKEBACK_CLAIM_TEXT_KEYS,
  SERVER_ERROR_CATALOGUES,
  TRY_AGAIN_TEXT_KEY,
  WITHDRAWAL_ERROR_CATALOGUE,
  errorTextKey,
  isCatalogueCode,
  isLogoutReason,
  logoutReasonTextKey,
  type ErrorCatalogue,
  type GenericError,
} from "@casino/domain";
import { isOutcomeUnknown } from "./outcome-unknown";
import { isApiError } from "../api-error";
import type { EndpointName } from "../paths";

/**
 * Which catalogue a code is read from first, by the endpoint that failed: the same code
 * (UNIFIED_ERROR) means different things at the cashier and at a bonus.
 */
const CATALOGUE_BY_ENDPOINT: Partial<Record<EndpointName, ErrorCatalogue>> = {
  deposit: DEPOSIT_ERROR_CATALOGUE,
  payments: DEPOSIT_ERROR_CATALOGUE,
  activateBonus: BONUS_ACTIVATION_ERROR_CATALOGUE,
  cancelBonus: BONUS_ACTIVATION_ERROR_CATALOGUE,
  claimBonus: BONUS_ACTIVATION_ERROR_CATALOGUE,
  claimReward: BONUS_ACTIVATION_ERROR_CATALOGUE,
  applyCoupon: COUPON_ERROR_CATALOGUE,
  withdraw: WITHDRAWAL_ERROR_CATALOGUE,
  cancelWithdrawal: WITHDRAWAL_ERROR_CATALOGUE,
  cryptoWithdrawalCalc: WITHDRAWAL_ERROR_CATALOGUE,
  setLimit: BET_LIMIT_ERROR_CATALOGUE,
  removeLimit: BET_LIMIT_ERROR_CATALOGUE,
  login: LOGIN_ERROR_CATALOGUE,
};

/** The text of a `429 Too Many Requests` without a known code, where the call has its own; else "try again later". */
const RATE_LIMITED_BY_ENDPOINT: Partial<Record<EndpointName, string>> = {
  login: errorTextKey(LOGIN_ERROR_CATALOGUE, "TOO_MANY_ATTEMPTS"),
};

const generic = (situation: GenericError) => errorTextKey(GENERIC_ERROR_CATALOGUE, situation);

/** The text a failed call shows when the server sent no known code (the product's "Other" errors). */
const FALLBACK_BY_ENDPOINT: Partial<Record<EndpointName, string>> = {
  signUp: TRY_AGAIN_TEXT_KEY,
  resendVerificationEmail: generic("verification.email.not.sent"),
  uploadDocument: errorTextKey(OTHER_ERROR_CATALOGUE, "document.upload"),
  withdraw: errorTextKey(WITHDRAWAL_ERROR_CATALOGUE, "WITHDRAWAL_FAILED"),
  cryptoWithdrawalCalc: errorTextKey(WITHDRAWAL_ERROR_CATALOGUE, "CALC_ERROR"),
  applyCoupon: errorTextKey(COUPON_ERROR_CATALOGUE, "COUPON_NOT_APPLIED"),
  rakebackClaim: RAKEBACK_CLAIM_TEXT_KEYS.errorText,
};

/** The text of a code: in the failing endpoint's catalogue first, then in every server catalogue. */
function codeTextKey(code: string, endpoint: string): string | undefined {
  const own = CATALOGUE_BY_ENDPOINT[endpoint as EndpointName];
  const catalogue = [own, ...SERVER_ERROR_CATALOGUES].find(
    (candidate): candidate is ErrorCatalogue => candidate !== undefined && isCatalogueCode(candidate, code),
  );
  if (catalogue !== undefined) return errorTextKey(catalogue, code);
  return isLogoutReason(code) ? logoutReasonTextKey(code) : undefined;
}

/**
 * The text key the UI shows for any thrown error: the catalogue key of the server's error code
 * (read in the failing endpoint's catalogue first), else the failing call's own text (a coupon
 * not applied, a document not uploaded, too many login attempts, ...), else a generic text by
 * status or kind (a `429` without a code of its own: try again later).
 * `fallback` replaces the generic text for the caller's context. A money call passes
 * `outcomeUnknown`: the text for a failure that may still have been carried out
 * ({@link isOutcomeUnknown}), which must not be called failed (see docs/features.md, "Call conventions").
 *
 * @example
 * errorMessageKey(error); // => "error.deposit.PAYMENT_LIMIT_THRESHOLD" for a deposit refused with that code
 * errorMessageKey(new Error("boom")); // => "error.generic.something.went.wrong"
 * errorMessageKey(timedOutWithdrawal, { outcomeUnknown: "cashier.withdraw.outcome.unknown" }); // => "cashier.withdraw.outcome.unknown"
 */
export function errorMessageKey(error: unknown, options: { fallback?: string; outcomeUnknown?: string } = {}): string {
  if (options.outcomeUnknown !== undefined && isOutcomeUnknown(error)) return options.outcomeUnknown;
  if (!isApiError(error)) return options.fallback ?? generic("something.went.wrong");

  const fromCode = error.code === undefined ? undefined : codeTextKey(error.code, error.endpoint);
  if (fromCode !== undefined) return fromCode;

  switch (error.kind) {
    case "unauthenticated":
      return errorTextKey(OTHER_ERROR_CATALOGUE, "session.timeout");
    case "timeout":
    case "network":
      return generic("try.again.later");
    case "invalid-response":
    case "http":
      break;
  }

  if (error.status === 429)
    return RATE_LIMITED_BY_ENDPOINT[error.endpoint as EndpointName] ?? generic("try.again.later");
  if (error.status === 500) return generic("500");
  if (error.status === 503) return generic("503");
  if (error.status === 404) return generic("not.found");
  if (options.fallback !== undefined) return options.fallback;
  const own = FALLBACK_BY_ENDPOINT[error.endpoint as EndpointName];
  if (own !== undefined) return own;
  return error.status >= 500 ? generic("try.again.later") : generic("something.went.wrong");
}
