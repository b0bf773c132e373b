export { ApiError, isApiError } from "./api-error";
export type { ApiErrorCode, ApiErrorDetails, ApiErrorIssue, ApiErrorKind } from "./api-error";

export { createApiClient } from "./create-api-client";
export type { ApiClient, DeleteOptions } from "./create-api-client";
export { CLIENT_DEFAULTS } from "./core/options";
export type { ApiClientOptions, MaybePromise } from "./core/options";
export type { ExternalRequest, HttpCore, RawRequest } from "./core/http-core";
export { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from "./core/idempotency";
export type { MoneyCallOptions } from "./core/idempotency";
export type {
  CallOptions,
  HttpMethod,
  QueryValue,
  RequestContent,
  RequestSpec,
  UploadProgress,
} from "./core/request-options";
export type { ContentEndpoints, ScriptsQuery } from "./endpoints/content";
export type { SessionEndpoints } from "./endpoints/session";
export type { ServerUserCheck, UserEndpoints } from "./endpoints/user";
export type { LocationEndpoints } from "./endpoints/location";
export type { BonusEndpoints } from "./endpoints/bonus";
export type { RakebackClaimInput, RakebackEndpoints } from "./endpoints/rakeback";
export type { PaymentsEndpoints, PaymentsQuery } from "./endpoints/payments";
export type { DocumentsEndpoints, UploadDocumentInput } from "./endpoints/documents";
export type { LimitsEndpoints } from "./endpoints/limits";
export type { EventsEndpoints } from "./endpoints/events";
export type { SystemEndpoints } from "./endpoints/system";
export type { GamesEndpoints } from "./endpoints/games";
export type { TournamentsEndpoints } from "./endpoints/tournaments";
export type { ChatEndpoints } from "./endpoints/chat";

export { errorMessageKey } from "./errors/error-message-key";
export { isOutcomeUnknown } from "./errors/outcome-unknown";

export { createRealtimeClient } from "./realtime/realtime-client";
export type {
  RealtimeClient,
  RealtimeClientOptions,
  RealtimeListener,
  RealtimeStatus,
} from "./realtime/realtime-client";

export { DEFAULT_PATHS, fillPath, isCorePath } from "./paths";
export type { ApiPaths, EndpointName } from "./paths";

export { acknowledgementResponseSchema, idSchema, moneySchema } from "./schemas/common";
export type { AcknowledgementResponse } from "./schemas/common";
export { errorBodySchema, serverErrorCode, serverErrorMessage } from "./schemas/error-body";
export type { ErrorBody } from "./schemas/error-body";

export {
  categoryListResponseSchema,
  categorySchema,
  localeTextsResponseSchema,
  scriptEntrySchema,
  scriptsResponseSchema,
} from "./schemas/content";
export type {
  Category,
  CategoryListResponse,
  LocaleTextsResponse,
  ScriptEntry,
  ScriptsResponse,
} from "./schemas/content";

export {
  appSettingsSchema,
  formFieldsValidationSchema,
  mirrorDomainSchema,
  registrationWindowSchema,
  settingsResponseSchema,
} from "./schemas/settings";
export type { AppSettings, MirrorDomain, RegistrationWindow, SettingsResponse } from "./schemas/settings";

export {
  UPDATE_FROM,
  lastLoginSchema,
  playerStatsResponseSchema,
  referralDataSchema,
  resendVerificationEmailRequestSchema,
  verifyEmailRequestSchema,
  resetPasswordRequestSchema,
  sendCredentialsRequestSchema,
  updateUserDetailsRequestSchema,
  updateUserDetailsResponseSchema,
  userDetailsResponseSchema,
  userLimitSchema,
  userLoyaltyLevelSchema,
  userMonthlyLimitSchema,
  userSchema,
  userWalletSchema,
  walletFiguresResponseSchema,
} from "./schemas/user";
export { walletOf } from "./user-wallet";
export type {
  PlayerStats,
  PlayerStatsResponse,
  ReferralData,
  ResendVerificationEmailRequest,
  VerifyEmailRequest,
  ResetPasswordRequest,
  SendCredentialsRequest,
  UpdateFrom,
  UpdateUserDetailsRequest,
  UpdateUserDetailsResponse,
  User,
  UserDetails,
  UserDetailsResponse,
  UserLimit,
  UserLoyaltyLevel,
  UserMonthlyLimit,
  UserWallet,
  WalletFiguresData,
  WalletFiguresResponse,
} from "./schemas/user";

export {
  linkedAccountResponseSchema,
  linkedSignInRequestSchema,
  linkedSignInResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginResponseWithoutTokenSchema,
  logoutRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  socketTicketResponseSchema,
} from "./schemas/session";
export type {
  LinkedAccount,
  LinkedAccountResponse,
  LinkedSignInRequest,
  LinkedSignInResponse,
  LoginRequest,
  LoginResponse,
  LogoutReason,
  LogoutRequest,
  SignUpRequest,
  SignUpResponse,
  SocketTicketResponse,
} from "./schemas/session";

export {
  activateBonusRequestSchema,
  applyCouponRequestSchema,
  bonusActionRequestSchema,
  bonusActionResponseSchema,
  bonusBannerSchema,
  bonusListResponseSchema,
  bonusSchema,
} from "./schemas/bonus";
export type {
  ActivateBonusRequest,
  AllBonusQuery,
  ApplyCouponRequest,
  Bonus,
  BonusActionRequest,
  BonusActionResponse,
  BonusListResponse,
  UserBonusQuery,
} from "./schemas/bonus";

export {
  calendarAwardResponseSchema,
  claimRewardRequestSchema,
  claimRewardResponseSchema,
  rakebackClaimRequestSchema,
  rakebackClaimResponseSchema,
  rakebackDaySchema,
  rakebackDaysResponseSchema,
  userCalendarDataSchema,
} from "./schemas/rakeback";
export type {
  CalendarAwardResponse,
  ClaimRewardRequest,
  ClaimRewardResponse,
  RakebackClaimRequest,
  RakebackClaimResponse,
  RakebackDay,
  RakebackDaysResponse,
  UserCalendarData,
} from "./schemas/rakeback";

export {
  cancelWithdrawalRequestSchema,
  cancelWithdrawalResponseSchema,
  cardSchema,
  cryptoWithdrawalCalcRequestSchema,
  cryptoWithdrawalCalcResponseSchema,
  depositRequestSchema,
  depositResponseSchema,
  instantWithdrawalResponseSchema,
  paymentMethodSchema,
  paymentsResponseSchema,
  threeDsWebhookRequestSchema,
  transactionSchema,
  transactionsResponseSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from "./schemas/payments";
export type {
  CancelWithdrawalRequest,
  CryptoWithdrawalCalcRequest,
  CryptoWithdrawalCalcResponse,
  DepositRequest,
  DepositResponse,
  InstantWithdrawalResponse,
  PaymentMethodWire,
  PaymentsResponse,
  ThreeDsWebhookRequest,
  Transaction,
  TransactionsQuery,
  TransactionsResponse,
  WithdrawRequest,
  WithdrawResponse,
} from "./schemas/payments";

export {
  countriesResponseSchema,
  countryBlockedRequestSchema,
  countrySchema,
  currenciesResponseSchema,
  currencySchema,
  locationResponseSchema,
  registrationFieldsResponseSchema,
} from "./schemas/location";
export type {
  CountriesResponse,
  Country,
  CountryBlockedRequest,
  CurrenciesResponse,
  Currency,
  LocationResponse,
  RegistrationFieldsResponse,
} from "./schemas/location";

export {
  documentLabelSchema,
  documentLabelsResponseSchema,
  documentsResponseSchema,
  uploadDocumentResponseSchema,
  userDocumentSchema,
} from "./schemas/documents";
export type {
  DocumentLabel,
  DocumentLabelsResponse,
  DocumentsResponse,
  UploadDocumentResponse,
  UserDocument,
} from "./schemas/documents";

export {
  excludeNextTransactionRequestSchema,
  limitChangeResponseSchema,
  limitEntrySchema,
  limitsResponseSchema,
  removeLimitRequestSchema,
  setLimitRequestSchema,
} from "./schemas/limits";
export type {
  ExcludeNextTransactionRequest,
  LimitChangeResponse,
  LimitEntry,
  LimitsResponse,
  RemoveLimitRequest,
  SetLimitRequest,
} from "./schemas/limits";

export {
  balanceEventSchema,
  betRefusedEventSchema,
  depositEventSchema,
  failedDepositEventSchema,
  logEventRequestSchema,
  realtimeEventSchemas,
  walletMovementEventSchema,
} from "./schemas/events";
export type {
  BalanceEvent,
  BetRefusedEvent,
  DepositEvent,
  FailedDepositEvent,
  LogEventRequest,
  RealtimeEventName,
  RealtimeEvents,
  WalletMovementEvent,
} from "./schemas/events";

export { reverseGeocodeResponseSchema } from "./schemas/reverse-geocode";
export type { ResolvedPlace } from "./schemas/reverse-geocode";
export { healthResponseSchema } from "./schemas/system";
export type { HealthResponse } from "./schemas/system";
export {
  gameProviderSchema,
  gameProvidersResponseSchema,
  gameResponseSchema,
  gameSchema,
  gamesResponseSchema,
  playerGameIdsResponseSchema,
  playerGameRequestSchema,
} from "./schemas/games";
export type {
  Game,
  GameProvider,
  GameProvidersResponse,
  GameResponse,
  GamesQuery,
  GamesResponse,
  PlayerGameIdsResponse,
  PlayerGameRequest,
} from "./schemas/games";
export {
  leaderboardResponseSchema,
  leaderboardRowSchema,
  tournamentSchema,
  tournamentsResponseSchema,
} from "./schemas/tournaments";
export type { LeaderboardResponse, LeaderboardRow, Tournament, TournamentsResponse } from "./schemas/tournaments";
export {
  chatMessageRemovedEventSchema,
  chatMessageResponseSchema,
  chatMessageSchema,
  chatParticipantSchema,
  chatParticipantsEventSchema,
  chatPresenceRequestSchema,
  chatPresenceResponseSchema,
  chatRoomResponseSchema,
} from "./schemas/chat";
export type {
  ChatMessage,
  ChatMessageRemovedEvent,
  ChatMessageResponse,
  ChatParticipant,
  ChatParticipantsEvent,
  ChatPresenceResponse,
  ChatPresenceStatus,
  ChatRoomResponse,
} from "./schemas/chat";
export { gamePulseBucketSchema, gamePulseResponseSchema, gamePulseWinSchema } from "./schemas/game-pulse";
export type { GamePulse, GamePulseResponse } from "./schemas/game-pulse";
