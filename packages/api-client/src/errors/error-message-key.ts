import { isApiError } from "../api-error";
import type { EndpointName } from "../paths";
import { BET_LIMIT_ERRORS } from "./bet-limit-errors";
import { BONUS_ACTIVATION_ERRORS } from "./bonus-errors";
import { DEPOSIT_ERRORS } from "./deposit-errors";
import { GENERIC_ERRORS } from "./generic-errors";
import { LOGOUT_REASON_KEYS } from "./logout-reasons";
import { COUPON_ERRORS, RAKEBACK_CLAIM_KEYS, WITHDRAWAL_ERRORS } from "./other-errors";

type Catalogue = Readonly<Record<string, string>>;

/** Which catalogue a code is read from first, by the endpoint that failed: the same code (UNIFIED_ERROR) means different things at the cashier and at a bonus. */
const CATALOGUE_BY_ENDPOINT: Partial<Record<EndpointName, Catalogue>> = {
  deposit: DEPOSIT_ERRORS,
  payments: DEPOSIT_ERRORS,
  activateBonus: BONUS_ACTIVATION_ERRORS,
  cancelBonus: BONUS_ACTIVATION_ERRORS,
  claimBonus: BONUS_ACTIVATION_ERRORS,
  claimReward: BONUS_ACTIVATION_ERRORS,
  applyCoupon: COUPON_ERRORS,
  withdraw: WITHDRAWAL_ERRORS,
  cancelWithdrawal: WITHDRAWAL_ERRORS,
  cryptoWithdrawalCalc: WITHDRAWAL_ERRORS,
  setLimit: BET_LIMIT_ERRORS,
  removeLimit: BET_LIMIT_ERRORS,
};

/** Every catalogue, searched in this order when the endpoint's own has no entry for the code. */
const ALL_CATALOGUES: readonly Catalogue[] = [
  DEPOSIT_ERRORS,
  BONUS_ACTIVATION_ERRORS,
  BET_LIMIT_ERRORS,
  WITHDRAWAL_ERRORS,
  COUPON_ERRORS,
  LOGOUT_REASON_KEYS,
];

/** The text an endpoint's failure shows when the server sent no known code (001 §8 "Other"). */
const FALLBACK_BY_ENDPOINT: Partial<Record<EndpointName, string>> = {
  signUp: GENERIC_ERRORS.TRY_AGAIN,
  resendVerificationEmail: GENERIC_ERRORS.VERIFICATION_EMAIL_NOT_SENT,
  uploadDocument: "error.other.document.upload",
  withdraw: WITHDRAWAL_ERRORS.WITHDRAWAL_FAILED,
  cryptoWithdrawalCalc: WITHDRAWAL_ERRORS.CALC_ERROR,
  applyCoupon: COUPON_ERRORS.COUPON_NOT_APPLIED,
  rakebackClaim: RAKEBACK_CLAIM_KEYS.errorText,
};

function lookUp(code: string, endpoint: string): string | undefined {
  const own = CATALOGUE_BY_ENDPOINT[endpoint as EndpointName];
  const fromOwn = own === undefined ? undefined : own[code];
  if (fromOwn !== undefined) return fromOwn;
  for (const catalogue of ALL_CATALOGUES) {
    const key = catalogue[code];
    if (key !== undefined) return key;
  }
  return undefined;
}

/**
 * The text key the UI shows for any thrown error: the catalogue key of the server's error code
 * (read in the failing endpoint's catalogue first), else the failing call's own text (a coupon
 * not applied, a document not uploaded, ...), else a generic text by status or kind.
 * `fallback` replaces the generic text for the caller's context.
 *
 * @example
 * errorMessageKey(error); // => "error.deposit.PAYMENT_LIMIT_THRESHOLD" for a deposit refused with that code
 * errorMessageKey(new Error("boom")); // => "error.generic.something.went.wrong"
 */
export function errorMessageKey(error: unknown, options: { fallback?: string } = {}): string {
  if (!isApiError(error)) return options.fallback ?? GENERIC_ERRORS.SOMETHING_WENT_WRONG;

  if (error.code !== undefined) {
    const key = lookUp(error.code, error.endpoint);
    if (key !== undefined) return key;
  }

  switch (error.kind) {
    case "unauthenticated":
      return GENERIC_ERRORS.SESSION_TIMEOUT;
    case "timeout":
    case "network":
      return GENERIC_ERRORS.TRY_AGAIN_LATER;
    case "invalid-response":
    case "http":
      break;
  }

  if (error.status === 500) return GENERIC_ERRORS.INTERNAL_SERVER_ERROR;
  if (error.status === 503) return GENERIC_ERRORS.SERVICE_UNAVAILABLE;
  if (error.status === 404) return GENERIC_ERRORS.NOT_FOUND;
  const own = FALLBACK_BY_ENDPOINT[error.endpoint as EndpointName];
  if (options.fallback !== undefined) return options.fallback;
  if (own !== undefined) return own;
  return error.status >= 500 ? GENERIC_ERRORS.TRY_AGAIN_LATER : GENERIC_ERRORS.SOMETHING_WENT_WRONG;
}
