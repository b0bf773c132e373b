import * as v from "valibot";
import {
  acknowledgementResponseSchema,
  dateTextSchema,
  flagSchema,
  idSchema,
  maybe,
  moneySchema,
  pageSchema,
  successField,
} from "./common";

/**
 * A payment method. `tagRestrictedCountries` maps `matched`,
 * `unmatched`, `default` or a tag to a list of country codes. Wire names differ between back
 * ends (`thumbnail_url`/`thumbnailUrl`, `allowTags`/`allowedTags`); both are kept.
 */
export const paymentMethodSchema = v.looseObject({
  id: idSchema,
  /** The method name; `visa`, `master`, `mastercard`, `card`, `cards` map to the card form. */
  name: v.string(),
  paymentMethod: maybe(v.string()),
  title: maybe(v.string()),
  rawTitle: maybe(v.string()),
  description: maybe(v.string()),
  thumbnail_url: maybe(v.string()),
  thumbnailUrl: maybe(v.string()),
  isActive: maybe(flagSchema),
  hidden: maybe(flagSchema),
  withdrawalExist: maybe(flagSchema),
  order: maybe(v.number()),
  allowedCountries: maybe(v.array(v.string())),
  restrictedCountries: maybe(v.array(v.string())),
  tagRestrictedCountries: maybe(v.record(v.string(), v.array(v.string()))),
  allowedCurrencies: maybe(v.array(v.string())),
  restrictedCurrencies: maybe(v.array(v.string())),
  allowEmails: maybe(v.array(v.string())),
  allowTags: maybe(v.array(v.string())),
  allowedTags: maybe(v.array(v.string())),
  isCardForm: maybe(flagSchema),
  /** The method pays from the player's phone and needs its number (this project's field). */
  phoneRequired: maybe(flagSchema),
  /** Provider limits. */
  minAmount: maybe(moneySchema),
  maxAmount: maybe(moneySchema),
});
/** A payment method as the back end sends it; assignable to domain's `PaymentMethod`. */
export type PaymentMethodWire = v.InferOutput<typeof paymentMethodSchema>;

/** GET /api/admin/get-payments?currencyCode&countryCode&_t: `{ success, data: PaymentMethod[] }`. */
export const paymentsResponseSchema = v.looseObject({ success: successField, data: v.array(paymentMethodSchema) });
/** Parsed payment list. */
export type PaymentsResponse = v.InferOutput<typeof paymentsResponseSchema>;

/**
 * POST /api/user/3ds-webhook body: the PaReq and MD the card issuer's page sent the player back
 * with. Whether the check passed is the issuer's to say, never the player's: the body carries no verdict.
 */
export const threeDsWebhookRequestSchema = v.object({ PaReq: v.string(), MD: v.string() });
/** Body of the 3DS webhook. */
export type ThreeDsWebhookRequest = v.InferInput<typeof threeDsWebhookRequestSchema>;

/** Card fields; sent only with the deposit call, never logged. */
export const cardSchema = v.object({ number: v.string(), expiry: v.string(), cvc: v.string(), holderName: v.string() });

/** POST /api/payment/deposit body (implied). */
export const depositRequestSchema = v.looseObject({
  paymentMethodId: idSchema,
  amount: v.pipe(v.number(), v.gtValue(0)),
  currencyCode: v.string(),
  bonusId: v.optional(v.nullish(idSchema)),
  phone: v.optional(v.string()),
  card: v.optional(cardSchema),
  /** Where the provider sends the player back; the app adds `modal=deposit-...&met=...`. */
  returnUrl: v.optional(v.string()),
});
/** Body of a deposit. */
export type DepositRequest = v.InferInput<typeof depositRequestSchema>;

/**
 * Answer of a deposit: what the cashier does next. `redirectUrl` to leave for the provider,
 * `html` for a 3DS form, `qrCode`/`paymentLink` for UPI, `walletAddress` for crypto, and the
 * `status` (success, pending, failed, ...) when the outcome is known at once.
 */
export const depositResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({
    transactionId: maybe(idSchema),
    status: maybe(v.string()),
    redirectUrl: maybe(v.string()),
    html: maybe(v.string()),
    qrCode: maybe(v.string()),
    paymentLink: maybe(v.string()),
    /** When the UPI QR code stops being payable (this project's field; without it, it does not expire). */
    expiresAt: maybe(dateTextSchema),
    walletAddress: maybe(v.string()),
    network: maybe(v.string()),
    PaReq: maybe(v.string()),
    MD: maybe(v.string()),
  }),
});
/** Parsed deposit answer. */
export type DepositResponse = v.InferOutput<typeof depositResponseSchema>;

/** POST /api/payment/withdraw body (implied). */
export const withdrawRequestSchema = v.looseObject({
  paymentMethodId: idSchema,
  amount: v.pipe(v.number(), v.gtValue(0)),
  currencyCode: v.optional(v.string()),
  beneficiaryName: v.optional(v.string()),
  accountNumber: v.optional(v.string()),
  email: v.optional(v.string()),
  bankCode: v.optional(v.string()),
  bankName: v.optional(v.string()),
  branch: v.optional(v.string()),
  address: v.optional(v.string()),
  upiId: v.optional(v.string()),
  walletAddress: v.optional(v.string()),
  network: v.optional(v.string()),
  /** Paid out at once, within the instant-withdrawal allowance (this project's contract). */
  instant: v.optional(v.boolean()),
});
/** Body of a withdrawal. */
export type WithdrawRequest = v.InferInput<typeof withdrawRequestSchema>;

/** A transaction. */
export const transactionSchema = v.looseObject({
  id: idSchema,
  type: maybe(v.string()),
  status: maybe(v.string()),
  amount: maybe(moneySchema),
  currencyCode: maybe(v.string()),
  paymentMethod: maybe(v.string()),
  createdAt: maybe(dateTextSchema),
  updatedAt: maybe(dateTextSchema),
});
/** A transaction. */
export type Transaction = v.InferOutput<typeof transactionSchema>;

/** Answer of a withdrawal: `{ success, data: { transaction } }`. */
export const withdrawResponseSchema = v.looseObject({
  success: successField,
  message: maybe(v.string()),
  data: maybe(v.looseObject({ transaction: maybe(transactionSchema) })),
});
/** Parsed withdrawal answer. */
export type WithdrawResponse = v.InferOutput<typeof withdrawResponseSchema>;

/** POST /api/payment/cancel-withdrawal body (implied: a pending withdrawal can be cancelled). */
export const cancelWithdrawalRequestSchema = v.looseObject({ transactionId: idSchema });
/** Body of a withdrawal cancellation. */
export type CancelWithdrawalRequest = v.InferInput<typeof cancelWithdrawalRequestSchema>;
/** Answer of a withdrawal cancellation. */
export const cancelWithdrawalResponseSchema = acknowledgementResponseSchema;

/**
 * Answer of GET /api/payment/instant-withdrawal (this project's contract: the product says only that
 * instant withdrawals are limited per period with the usage shown): the allowance of the period, what
 * is used of it, the period (`day`, `week`, `month`) and when it is whole again; `data: null` when the
 * back end offers no instant withdrawal to this player.
 */
export const instantWithdrawalResponseSchema = v.looseObject({
  success: successField,
  data: maybe(
    v.looseObject({ limit: moneySchema, used: moneySchema, period: v.string(), resetsAt: maybe(dateTextSchema) }),
  ),
});
/** Parsed instant-withdrawal allowance. */
export type InstantWithdrawalResponse = v.InferOutput<typeof instantWithdrawalResponseSchema>;

/** POST /api/payment/crypto-withdrawal-calc body (implied): what the player would receive. */
export const cryptoWithdrawalCalcRequestSchema = v.looseObject({
  amount: v.number(),
  currencyCode: v.string(),
  cryptoCurrency: v.string(),
  network: v.optional(v.string()),
});
/** Body of a crypto withdrawal calculation. */
export type CryptoWithdrawalCalcRequest = v.InferInput<typeof cryptoWithdrawalCalcRequestSchema>;

/** Answer of a crypto withdrawal calculation: `{ success, data: { cryptoAmount, rate, fee } }`. */
export const cryptoWithdrawalCalcResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({
    cryptoAmount: moneySchema,
    rate: maybe(moneySchema),
    fee: maybe(moneySchema),
    cryptoCurrency: maybe(v.string()),
    network: maybe(v.string()),
  }),
});
/** Parsed crypto calculation. */
export type CryptoWithdrawalCalcResponse = v.InferOutput<typeof cryptoWithdrawalCalcResponseSchema>;

/** The transactions query: page (24 a page), type (`deposit`, `withdrawal`, ...), status, date range. */
export type TransactionsQuery = {
  pageNo?: number;
  limit?: number;
  type?: string;
  status?: string;
  startDate?: string;
  endDate?: string;
};

/** GET /api/user/get-transactions: `{ success, data: { count, rows } }`. */
export const transactionsResponseSchema = v.looseObject({ success: successField, data: pageSchema(transactionSchema) });
/** Parsed transactions page. */
export type TransactionsResponse = v.InferOutput<typeof transactionsResponseSchema>;
