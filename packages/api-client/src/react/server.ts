// The server-safe half of the React Query bindings: no React context, no hooks, so a Next.js
// server component can import it. `@casino/api-client/react/server`.

export { queryKeys } from "./query-keys";
export { retryUnlessClientError } from "./retry";
export { dehydrateQueries, makeQueryClient } from "./query-client";
export { prefetchServerUser } from "./prefetch-server-user";
export { applyBalanceToUserDetails, applyNgrChange } from "./realtime-cache";
export { walletOf } from "../user-wallet";

export type { ReadOptions } from "./queries/read-options";
export {
  categoryListQueryOptions,
  localeTextsQueryOptions,
  scriptsQueryOptions,
  settingsQueryOptions,
} from "./queries/content";
export { playerStatsQueryOptions, userDetailsQueryOptions, walletFiguresQueryOptions } from "./queries/user";
export { linkedAccountQueryOptions } from "./queries/session";
export {
  countriesQueryOptions,
  currenciesQueryOptions,
  locationQueryOptions,
  registrationFieldsQueryOptions,
} from "./queries/location";
export { allBonusQueryOptions, userBonusQueryOptions } from "./queries/bonus";
export { calendarAwardQueryOptions, rakebackDaysQueryOptions } from "./queries/rakeback";
export {
  instantWithdrawalQueryOptions,
  paymentMethodsQueryOptions,
  transactionsQueryOptions,
} from "./queries/payments";
export { documentLabelsQueryOptions, documentsQueryOptions } from "./queries/documents";
export { limitsQueryOptions } from "./queries/limits";
export {
  favoriteGameIdsQueryOptions,
  gamePulseQueryOptions,
  gameProvidersQueryOptions,
  gameQueryKeys,
  gameQueryOptions,
  gamesQueryOptions,
} from "./queries/games";
export { leaderboardQueryOptions, tournamentsQueryOptions } from "./queries/tournaments";
export { chatRoomQueryOptions } from "./queries/chat";
export { withChatMessage, withoutChatMessage } from "./chat-cache";
export type { ChatRoom } from "./chat-cache";
