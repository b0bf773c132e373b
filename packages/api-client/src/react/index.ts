// `@casino/api-client/react`: the client half of the React Query bindings (built with a
// "use client" banner). Everything in `./server` is re-exported so a client file needs one
// import; server components import `@casino/api-client/react/server` instead.

export * from "./server";

export { ApiClientProvider, useApiClient } from "./api-client-context";
export { HydrateQueries } from "./hydrate-queries";

export { useCategoryList, useLocaleTexts, useScripts, useSettings } from "./hooks/content";
export { usePlayerStats, useUserDetails, useWalletFigures } from "./hooks/user";
export { useCountries, useCurrencies, useLocation, useRegistrationFields } from "./hooks/location";
export { useAllBonus, useUserBonus } from "./hooks/bonus";
export { useCalendarAward, useRakebackDays } from "./hooks/rakeback";
export { useInstantWithdrawal, usePaymentMethods, useTransactions } from "./hooks/payments";
export { useDocumentLabels, useDocuments } from "./hooks/documents";
export type { BetRefusal } from "./realtime-cache";
export { useBetRefusal, useLimits, useSessionMovements } from "./hooks/limits";
export { useFavoriteGameIds, useGame, useGamePulse, useGames, useProviders } from "./hooks/games";
export { useChatRoom } from "./hooks/chat";
export { useLeaderboard, useTournaments } from "./hooks/tournaments";

export { useLinkedAccount } from "./hooks/session";
export { useLogin, useLogout, useSignUp, useStartLinkedSignIn } from "./mutations/session";
export {
  useLogEvent,
  useReportCountryBlocked,
  useResendVerificationEmail,
  useResetPassword,
  useSendCredentials,
  useUpdateUserDetails,
  useVerifyEmail,
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
export type { UploadDocumentVariables } from "./mutations/documents";
export { useExcludeNextTransaction, useRemoveLimit, useSetLimit } from "./mutations/limits";
export { useGameOpened, useToggleFavoriteGame } from "./mutations/games";
export { useReportChatPresence, useSendChatMessage } from "./mutations/chat";

export { useRealtimeCacheUpdates } from "./use-realtime-cache-updates";
export type { RealtimeCacheHandlers } from "./use-realtime-cache-updates";
export { useChatRealtimeUpdates } from "./use-chat-realtime-updates";
