import { errorCatalogue, errorTextKey, findCatalogueCode, isCatalogueCode } from "./error-catalogue";

/** Error codes the deposit calls return. */
export const DEPOSIT_ERROR_CODES = [
  "GLOBAL_ERROR",
  "DEPOSIT_COUNTRY_BLOCK",
  "REQUIRED_EMAIL_VERIFICATION",
  "PAYMENT_LIMIT_THRESHOLD",
  "TRANSACTION_FAILED",
  "AMOUNT_BELOW_ZERO",
  "UNIFIED_ERROR",
  "PAYMENT_PROVIDER_LIMIT_THRESHOLD",
  "PROVIDER_ERROR",
  "PHONE_ERROR",
  "PAYMENT_SERVICE_ERROR",
] as const;

/** One deposit error code. */
export type DepositErrorCode = (typeof DEPOSIT_ERROR_CODES)[number];

/** The deposit catalogue: texts `error.deposit.<CODE>`. */
export const DEPOSIT_ERROR_CATALOGUE = errorCatalogue("deposit", DEPOSIT_ERROR_CODES);

/**
 * Whether a code is a deposit error code, spelled as the catalogue spells it.
 *
 * @example isDepositErrorCode("PHONE_ERROR") // true
 */
// @__NO_SIDE_EFFECTS__
export function isDepositErrorCode(code: unknown): code is DepositErrorCode {
  return isCatalogueCode(DEPOSIT_ERROR_CATALOGUE, code);
}

/** What a deposit error code means and which text shows it. */
export interface DepositErrorInfo {
  code: DepositErrorCode;
  /** The text key (`error.deposit.<CODE>`). */
  messageKey: string;
  /** The spec's reading of the code. */
  meaning: string;
  /** The cashier could not open at all, so no method or amount change helps. */
  blocksCashier: boolean;
}

const MEANINGS = {
  GLOBAL_ERROR:
    "The cashier could not open: the profile needs verification or the country is blocked (check for a VPN).",
  DEPOSIT_COUNTRY_BLOCK: "The cashier could not open: deposits are blocked in the player's country (check for a VPN).",
  REQUIRED_EMAIL_VERIFICATION: "The player must verify their e-mail address before depositing.",
  PAYMENT_LIMIT_THRESHOLD: "The player's daily deposit limit is reached.",
  TRANSACTION_FAILED: "The transaction failed.",
  AMOUNT_BELOW_ZERO: "The amount is not above 0.",
  UNIFIED_ERROR: "The deposit failed for a reason the back end does not detail.",
  PAYMENT_PROVIDER_LIMIT_THRESHOLD: "The amount is outside the provider's minimum and maximum.",
  PROVIDER_ERROR: "The payment provider returned an error.",
  PHONE_ERROR: "The phone number is too short.",
  PAYMENT_SERVICE_ERROR: "The method does not support the player's currency.",
} satisfies Record<DepositErrorCode, string>;

const BLOCKS_CASHIER: readonly DepositErrorCode[] = ["GLOBAL_ERROR", "DEPOSIT_COUNTRY_BLOCK"];

/** Every deposit error code with its meaning and text key. */
export const DEPOSIT_ERRORS: Readonly<Record<DepositErrorCode, DepositErrorInfo>> = Object.fromEntries(
  DEPOSIT_ERROR_CODES.map((code) => [
    code,
    {
      code,
      messageKey: errorTextKey(DEPOSIT_ERROR_CATALOGUE, code),
      meaning: MEANINGS[code],
      blocksCashier: BLOCKS_CASHIER.includes(code),
    },
  ]),
) as Record<DepositErrorCode, DepositErrorInfo>;

/** Text key shown for a deposit error code this package does not know. */
export const DEPOSIT_ERROR_FALLBACK_MESSAGE_KEY = errorTextKey(DEPOSIT_ERROR_CATALOGUE, "UNIFIED_ERROR");

/**
 * Reads a deposit error code from a server answer, in any case and with surrounding spaces;
 * `null` when it is not one of the catalogue's codes.
 *
 * @example depositErrorCode("phone_error") // "PHONE_ERROR"
 */
// @__NO_SIDE_EFFECTS__
export function depositErrorCode(value: string | null | undefined): DepositErrorCode | null {
  return findCatalogueCode(DEPOSIT_ERROR_CATALOGUE, value);
}

/**
 * The meaning and text key of a deposit error code from the server, or `null` for an unknown one.
 *
 * @example describeDepositError("GLOBAL_ERROR")?.blocksCashier // true
 */
// @__NO_SIDE_EFFECTS__
export function describeDepositError(value: string | null | undefined): DepositErrorInfo | null {
  const code = depositErrorCode(value);
  return code === null ? null : DEPOSIT_ERRORS[code];
}

/**
 * The text key to show for a deposit error code; unknown codes fall back to the generic deposit
 * failure (UNIFIED_ERROR's text).
 *
 * @example depositErrorMessageKey("PAYMENT_LIMIT_THRESHOLD") // "error.deposit.PAYMENT_LIMIT_THRESHOLD"
 * @example depositErrorMessageKey("SOMETHING_NEW") // "error.deposit.UNIFIED_ERROR"
 */
// @__NO_SIDE_EFFECTS__
export function depositErrorMessageKey(value: string | null | undefined): string {
  return describeDepositError(value)?.messageKey ?? DEPOSIT_ERROR_FALLBACK_MESSAGE_KEY;
}
