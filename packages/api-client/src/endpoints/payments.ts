import { isApiError } from "../api-error";
import type { HttpCore } from "../core/http-core";
import { withIdempotencyKey, type MoneyCallOptions } from "../core/idempotency";
import type { CallOptions } from "../core/request-options";
import { acknowledgementResponseSchema } from "../schemas/common";
import {
  cancelWithdrawalResponseSchema,
  cryptoWithdrawalCalcResponseSchema,
  depositResponseSchema,
  instantWithdrawalResponseSchema,
  paymentsResponseSchema,
  transactionsResponseSchema,
  withdrawResponseSchema,
  type CancelWithdrawalRequest,
  type CryptoWithdrawalCalcRequest,
  type DepositRequest,
  type PaymentMethodWire,
  type ThreeDsWebhookRequest,
  type TransactionsQuery,
  type WithdrawRequest,
} from "../schemas/payments";
import { pageQuery } from "./page-query";

/** The payment-list query; `cacheBuster` is sent as `_t`, the caller's `Date.now()`. */
export type PaymentsQuery = {
  currencyCode?: string | undefined;
  countryCode?: string | undefined;
  cacheBuster: number;
};

/** Payment methods, the cashier, withdrawals and transactions; the cashier's paths are implied by the product. */
export function paymentsEndpoints(core: HttpCore) {
  return {
    /**
     * GET /api/admin/get-payments?currencyCode&countryCode&_t, as the list of methods.
     * A list that does not parse gives an empty list; the app filters it per user with
     * domain's `filterPaymentMethods`.
     */
    async getPaymentMethods(query: PaymentsQuery, options: CallOptions = {}): Promise<PaymentMethodWire[]> {
      try {
        const response = await core.request({
          endpoint: "payments",
          method: "get",
          schema: paymentsResponseSchema,
          searchParams: { currencyCode: query.currencyCode, countryCode: query.countryCode, _t: query.cacheBuster },
          ...options,
        });
        return response.data;
      } catch (error) {
        if (isApiError(error) && error.kind === "invalid-response") return [];
        throw error;
      }
    },
    /** POST /api/user/3ds-webhook with `{ PaReq, MD }`, sent when the 3DS success modal opens. */
    postThreeDsWebhook(body: ThreeDsWebhookRequest, options: MoneyCallOptions = {}) {
      return core.request({
        endpoint: "threeDsWebhook",
        method: "post",
        schema: acknowledgementResponseSchema,
        json: body,
        ...withIdempotencyKey(options),
      });
    },
    /** POST /api/payment/deposit (implied). Failures carry a deposit error code. */
    deposit(body: DepositRequest, options: MoneyCallOptions = {}) {
      return core.request({
        endpoint: "deposit",
        method: "post",
        schema: depositResponseSchema,
        json: body,
        requiresToken: true,
        ...withIdempotencyKey(options),
      });
    },
    /** POST /api/payment/withdraw (implied). Blocked with an active bonus, unmet wagering, no deposit or an unverified e-mail. */
    withdraw(body: WithdrawRequest, options: MoneyCallOptions = {}) {
      return core.request({
        endpoint: "withdraw",
        method: "post",
        schema: withdrawResponseSchema,
        json: body,
        requiresToken: true,
        ...withIdempotencyKey(options),
      });
    },
    /** POST /api/payment/cancel-withdrawal (implied): a pending withdrawal, funds unlocked without fees. */
    cancelWithdrawal(body: CancelWithdrawalRequest, options: MoneyCallOptions = {}) {
      return core.request({
        endpoint: "cancelWithdrawal",
        method: "post",
        schema: cancelWithdrawalResponseSchema,
        json: body,
        requiresToken: true,
        ...withIdempotencyKey(options),
      });
    },
    /** POST /api/payment/crypto-withdrawal-calc (implied): what a crypto withdrawal pays out. */
    calculateCryptoWithdrawal(body: CryptoWithdrawalCalcRequest, options: CallOptions = {}) {
      return core.request({
        endpoint: "cryptoWithdrawalCalc",
        method: "post",
        schema: cryptoWithdrawalCalcResponseSchema,
        json: body,
        requiresToken: true,
        ...options,
      });
    },
    /** GET /api/payment/instant-withdrawal (this project's contract): the period's instant-withdrawal allowance and its usage. */
    getInstantWithdrawal(options: CallOptions = {}) {
      return core.request({
        endpoint: "instantWithdrawal",
        method: "get",
        schema: instantWithdrawalResponseSchema,
        requiresToken: true,
        ...options,
      });
    },
    /** GET /api/user/get-transactions (implied): the history and pending withdrawals, 24 a page. */
    getTransactions(query: TransactionsQuery = {}, options: CallOptions = {}) {
      return core.request({
        endpoint: "transactions",
        method: "get",
        schema: transactionsResponseSchema,
        searchParams: pageQuery(query),
        requiresToken: true,
        ...options,
      });
    },
  };
}

/** The payment calls of a client. */
export type PaymentsEndpoints = ReturnType<typeof paymentsEndpoints>;
