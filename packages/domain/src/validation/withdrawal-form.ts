import { check, maxLength, nonEmpty, object, optional, pipe, string, trim } from "valibot";
import { NAME_MAX_LENGTH_CHARS } from "./names";
import { amountSchema } from "./amount";
import type { AmountRange } from "./amount";
import { emailSchema } from "./email";
import { VALIDATION_MESSAGES } from "./messages";
import { nameSchema } from "./names";

/** Shortest bank code (IFSC) of the withdrawal form, in characters. */
export const BANK_CODE_MIN_LENGTH_CHARS = 8;

/** Longest bank code (IFSC) of the withdrawal form, in characters. */
export const BANK_CODE_MAX_LENGTH_CHARS = 15;

/** The withdrawal form's variants: bank transfer, netbanking, UPI, crypto. */
export const WITHDRAWAL_METHODS = ["bank", "netbanking", "upi", "crypto"] as const;

/** One withdrawal form variant. */
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/**
 * A UPI ID (virtual payment address): a handle of letters, digits, `.`, `-` or `_`, an `@`, then
 * the provider's letters, as NPCI writes them (`name.surname@okbank`).
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

const required = pipe(string(VALIDATION_MESSAGES.required), trim(), nonEmpty(VALIDATION_MESSAGES.required));
const optionalText = optional(
  pipe(string(VALIDATION_MESSAGES.format), trim(), maxLength(NAME_MAX_LENGTH_CHARS, VALIDATION_MESSAGES.maxLength)),
  "",
);

const bankCode = pipe(
  required,
  check(
    (value) => value.length >= BANK_CODE_MIN_LENGTH_CHARS && value.length <= BANK_CODE_MAX_LENGTH_CHARS,
    VALIDATION_MESSAGES.bankCodeLength,
  ),
);

const upiId = pipe(
  required,
  check((value) => UPI_ID_PATTERN.test(value), VALIDATION_MESSAGES.upi),
);

/**
 * The withdrawal request form for one method, as a valibot schema whose issue messages are the
 * message keys. Every method asks for an amount above 0 within `range`. Bank and
 * netbanking: full (beneficiary) name, account number and a valid e-mail required, bank code
 * (IFSC) 8 to 15 characters, bank name required for netbanking (optional for bank), branch and
 * address optional. UPI: a valid UPI ID. Crypto: wallet address and network required.
 *
 * @example v.safeParse(withdrawalFormSchema("upi"), { amount: "100", upiId: "ann@okbank" }).success // true
 */
// @__NO_SIDE_EFFECTS__
export function withdrawalFormSchema(method: WithdrawalMethod, options: { range?: AmountRange } = {}) {
  const amount = amountSchema(options.range);
  switch (method) {
    case "upi":
      return object({ amount, upiId }, VALIDATION_MESSAGES.required);
    case "crypto":
      return object({ amount, walletAddress: required, network: required }, VALIDATION_MESSAGES.required);
    case "bank":
    case "netbanking":
      return object(
        {
          amount,
          beneficiaryName: nameSchema,
          accountNumber: required,
          email: emailSchema,
          bankCode,
          bankName: method === "netbanking" ? required : optionalText,
          branch: optionalText,
          address: optionalText,
        },
        VALIDATION_MESSAGES.required,
      );
  }
}
