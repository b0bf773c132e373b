export { ApiError, isApiError } from "./api-error";

export { DEFAULT_PATHS, fillPath, isCorePath } from "./paths";
export type { ApiPaths, EndpointName } from "./paths";

export {
  acknowledgementResponseSchema,
  idSchema,
  moneySchema,
} from "./schemas/common";
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
  referralDataSchema,
  resendVerificationEmailRequestSchema,
  resetPasswordRequestSchema,
  sendCredentialsRequestSchema,
  updateUserDetailsRequestSchema,
  updateUserDetailsResponseSchema,
  userDetailsResponseSchema,
  userLimitSchema,
  userLoyaltyLevelSchema,
  userSchema,
  userWalletSchema,
  walletOf,
} from "./schemas/user";
export type {
  ReferralData,
  ResendVerificationEmailRequest,
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
  UserWallet,
} from "./schemas/user";

export {
  LOGOUT_REASON_CODES,
  lastLoginSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
} from "./schemas/session";
export type {
  LoginRequest,
  LoginResponse,
  LogoutReasonCode,
  LogoutRequest,
  SignUpRequest,
  SignUpResponse,
} from "./schemas/session";

export {
  BONUS_TYPES,
  WAGERING_TYPES,
  applyCouponRequestSchema,
  bonusActionRequestSchema,
  bonusActionResponseSchema,
  bonusBannerSchema,
  bonusListResponseSchema,
  bonusSchema,
} from "./schemas/bonus";
export type {
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
  DOCUMENT_SIDES,
  DOCUMENT_STATUSES,
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
  LIMIT_PERIODS,
  LIMIT_TYPES,
  limitChangeResponseSchema,
  limitEntrySchema,
  limitsResponseSchema,
  removeLimitRequestSchema,
  setLimitRequestSchema,
} from "./schemas/limits";
export type {
  LimitChangeResponse,
  LimitEntry,
  LimitPeriod,
  LimitType,
  LimitsResponse,
  RemoveLimitRequest,
  SetLimitRequest,
} from "./schemas/limits";

export {
  LOG_EVENTS,
  balanceEventSchema,
  depositEventSchema,
  failedDepositEventSchema,
  logEventRequestSchema,
  realtimeEventSchemas,
  walletMovementEventSchema,
} from "./schemas/events";
export type {
  BalanceEvent,
  DepositEvent,
  FailedDepositEvent,
  LogEventRequest,
  RealtimeEventName,
  RealtimeEvents,
  WalletMovementEvent,
} from "./schemas/events";
