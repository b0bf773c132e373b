export { ApiClientProvider, useApiClient } from "./api-client-context";
export { queryKeys } from "./query-keys";
export { retryUnlessClientError } from "./retry";
export { CALENDAR_AWARD_REFRESH_MS, CONTENT_STALE_MS, RAKEBACK_DAYS_REFRESH_MS } from "./refresh-intervals";
export { dehydrateQueries, makeQueryClient } from "./query-client";
export { HydrateQueries } from "./hydrate-queries";
export { prefetchServerUser } from "./prefetch-server-user";

export type { ReadOptions } from "./queries/read-options";
export {
  categoryListQueryOptions,
  localeTextsQueryOptions,
  scriptsQueryOptions,
  settingsQueryOptions,
  useCategoryList,
  useLocaleTexts,
  useScripts,
  useSettings,
} from "./queries/content";
export { useUserDetails, userDetailsQueryOptions } from "./queries/user";
export {
  countriesQueryOptions,
  currenciesQueryOptions,
  locationQueryOptions,
  registrationFieldsQueryOptions,
  useCountries,
  useCurrencies,
  useLocation,
  useRegistrationFields,
} from "./queries/location";
export { allBonusQueryOptions, useAllBonus, useUserBonus, userBonusQueryOptions } from "./queries/bonus";
export {
  calendarAwardQueryOptions,
  rakebackDaysQueryOptions,
  useCalendarAward,
  useRakebackDays,
} from "./queries/rakeback";
export {
  paymentMethodsQueryOptions,
  transactionsQueryOptions,
  usePaymentMethods,
  useTransactions,
} from "./queries/payments";
export {
  documentLabelsQueryOptions,
  documentsQueryOptions,
  useDocumentLabels,
  useDocuments,
} from "./queries/documents";
export { limitsQueryOptions, useLimits } from "./queries/limits";

export { useLogin, useLogout, useSignUp } from "./mutations/session";
export {
  useLogEvent,
  useReportCountryBlocked,
  useResendVerificationEmail,
  useResetPassword,
  useSendCredentials,
  useUpdateUserDetails,
} from "./mutations/user";
export { useClaimRakeback, useClaimReward } from "./mutations/rakeback";
export { useActivateBonus, useApplyCoupon, useCancelBonus, useClaimBonus } from "./mutations/bonus";
export {
  useCancelWithdrawal,
  useCryptoWithdrawalCalc,
  useDeposit,
  useThreeDsWebhook,
  useWithdraw,
} from "./mutations/payments";
export { useUploadDocument } from "./mutations/documents";
export { useRemoveLimit, useSetLimit } from "./mutations/limits";

export { applyBalanceToUserDetails, applyNgrChange } from "./realtime-cache";
export { useRealtimeCacheUpdates } from "./use-realtime-cache-updates";
export type { RealtimeCacheHandlers } from "./use-realtime-cache-updates";
