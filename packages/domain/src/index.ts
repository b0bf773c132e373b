// The package's public surface: an explicit list, values and types apart. Append new lines to
// the group of their module; never re-export with `*`, so every name here is deliberate.

export { PAGE_SIZE, REQUEST_TIMEOUT_MS, SERVER_AUTH_FETCH_TIMEOUT_MS } from "./call-conventions";
export { DEFAULT_LOCALE, CONTENT_CACHE_TTL_MS, CONTENT_CACHE_MAX_ENTRIES } from "./content-texts";
export {
  LOCAL_STORAGE_KEYS,
  COOKIE_NAMES,
  USER_CURRENCY_CODE_COOKIE_MAX_AGE_S,
  REGISTERED_USER_COOKIE_MAX_AGE_S,
} from "./storage-keys";
export { DEFAULT_THEME, resolveTheme } from "./theme";
export { MOBILE_MAX_WIDTH_PX, TABLET_MAX_WIDTH_PX } from "./breakpoints";
export {
  countdownParts,
  countdownTarget,
  LEADERBOARD_REFRESH_MS,
  TOURNAMENT_COUNTDOWN_UNITS,
  TOURNAMENT_STATES,
  tournamentState,
} from "./tournaments";
export type { TournamentCountdownUnit, TournamentState, TournamentWindow } from "./tournaments";
export { LOG_EVENTS } from "./log-events";
export type { LogEventName } from "./log-events";

export {
  DEFAULT_TIME_ZONE,
  calendarDayInZone,
  toCalendarDay,
  addCalendarDays,
  isoWeekdayOf,
  mondayOfWeekInZone,
  startOfCalendarDayIso,
  calendarDaysBetween,
  minuteOfDayInZone,
} from "./zoned-date";
export type { CalendarDay } from "./zoned-date";

export {
  MONEY_DECIMALS,
  CRYPTO_MAX_DECIMALS,
  formatMoney,
  formatAmount,
  toMinorUnits,
  fromMinorUnits,
  sumMoney,
  percentOf,
} from "./money";
export type { MoneyFormatOptions } from "./money";
export { formatPercent } from "./number-format";
export { dateTimeFormat, numberFormat } from "./intl-formats";
export {
  CRYPTO_CURRENCY_CODES,
  BASIS_POINTS_PER_WHOLE,
  currencyMinorDigits,
  fitsMinorDigits,
  amountToMinorUnits,
  minorUnitsToAmount,
  scaleMinorUnits,
  basisPointsOf,
} from "./money/minor-units";

export { BANNER_TITLE_MAX_CHARS, truncateText, truncateBannerTitle } from "./text";

export {
  SORTING_OPTIONS,
  DEFAULT_GAME_SORT,
  GAME_SORT_STORAGE_KEY,
  GAME_BADGES,
  GAME_SORT_DIRECTIONS,
  compareGames,
  isGameBadge,
  isGameRestrictedIn,
  isGameSortOption,
  matchesGameSearch,
  sortGames,
} from "./games";
export type { GameBadge, GameSortOption, SortableGame } from "./games";
export {
  addRecentSearch,
  GAME_SEARCH_DEBOUNCE_MS,
  parseRecentSearches,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_STORAGE_KEY,
} from "./game-search";
export {
  FAVOURITES_CATEGORY,
  isPlayerGameCategory,
  PLAYER_GAME_CATEGORIES,
  RECENT_CATEGORY,
  RECENT_GAMES_LIMIT,
  toggledFavourites,
  withRecentGame,
} from "./player-games";

export {
  CALENDAR_AWARD_REFRESH_MS,
  CASHBACK_CYCLE_MINUTES,
  CASHBACK_HIDDEN_THEMES,
  nextCashbackReset,
  cashbackRemainingMs,
  isCashbackCardHidden,
  cashbackPayout,
  applyWalletEventToNgr,
} from "./cashback";
export type { CashbackWalletEvent } from "./cashback";

export {
  RAKEBACK_REFRESH_MS,
  RAKEBACK_CALENDAR_DAYS,
  RAKEBACK_CALENDAR_WEEKS_BEFORE_CURRENT,
  RAKEBACK_CAROUSEL_INTERVAL_MS,
  RAKEBACK_AMOUNT_PLACEHOLDER,
  RAKEBACK_CLAIM_TEXT_KEYS,
} from "./rakeback-constants";
export {
  rakebackCalendarDates,
  rakebackDayTiming,
  canClaimRakebackDay,
  rakebackDisplayState,
  isRakebackClaimSuccess,
  rakebackClaimSuccessText,
  rakebackClaimRequest,
} from "./rakeback";
export type {
  RakebackDay,
  RakebackDayTiming,
  RakebackDisplayState,
  RakebackContext,
  RakebackClaimRequest,
} from "./rakeback";

export {
  RESTRICTED_SUBDIVISION_COUNTRY_CODE,
  RESTRICTED_SUBDIVISION_CODE,
  isRestrictedLocation,
  shouldShowRestrictionOverlay,
  isWhitelistedVisitor,
  isVerifiedVisitor,
} from "./restriction";
export type { RestrictedLocationInput, RestrictionOverlayInput } from "./restriction";

export { isBot } from "./bot";

export {
  GEOLOCATION_TIMEOUT_MS,
  GEOLOCATION_HIGH_ACCURACY,
  GEOLOCATION_OPTIONS,
  locationRecheckOutcome,
} from "./location-check";
export type { LocationRecheckOutcome } from "./location-check";

export { countryBlockedReportKey, shouldSendCountryBlockedReport } from "./country-blocked-report";
export type { CountryBlockedReport } from "./country-blocked-report";

export { isRegistrationAvailable, mirrorDomainOf, registrationClosedReason } from "./registration-availability";
export { loyaltyProgress } from "./loyalty";
export type { LoyaltyProgress } from "./loyalty";
export { PLAYER_STATS_LATEST_RACES, winShare } from "./player-stats";
export type {
  RegistrationWindow,
  RegistrationDeviceType,
  MirrorDomainRegistration,
  RegistrationClosedReason,
  RegistrationAvailabilityInput,
} from "./registration-availability";

export {
  ACCESS_TOKEN_COOKIE_MAX_AGE_S,
  isAuthenticated,
  storageKeysClearedOnSessionExpiry,
  sessionExpiredRedirect,
  takeAccessTokenFromUrl,
  ACCESS_TOKEN_STORAGE_KEY,
  ACCESS_TOKEN_COOKIE_NAME,
  ACCESS_TOKEN_QUERY_PARAMETER,
  ACCESS_TOKEN_PATTERN,
  PENDING_ACCESS_TOKEN_COOKIE_NAME,
  PENDING_ACCESS_TOKEN_MAX_AGE_S,
  isWellFormedAccessToken,
  accessTokenHandoffDecision,
  isTopLevelNavigation,
  maskedEmail,
} from "./session";
export type { HandoffRequest } from "./session";

export { exclusionEndsAt, isSelfExcluded, isActionAllowed } from "./self-exclusion";
export type { SelfExclusionLimit, AccountAction, ExclusionKind } from "./self-exclusion";
export { mayStakeMoney } from "./stake-money";
export type { StakingPlayer, StakeMoneyBlock, StakeMoneyDecision } from "./stake-money";
export { exclusionChangeDecision } from "./exclusion-changes";
export type { ExclusionChangeDecision } from "./exclusion-changes";
export {
  EXCLUSION_CHANGE_ERROR_CODES,
  EXCLUSION_CHANGE_ERROR_CATALOGUE,
  isExclusionChangeErrorCode,
} from "./exclusion-errors";
export type { ExclusionChangeErrorCode } from "./exclusion-errors";
export { LOGIN_ERROR_CODES, LOGIN_ERROR_CATALOGUE, isLoginErrorCode } from "./login-errors";
export { ACCOUNT_ERROR_CODES, ACCOUNT_ERROR_CATALOGUE, isAccountErrorCode } from "./account-errors";
export type { AccountErrorCode } from "./account-errors";
export type { LoginErrorCode } from "./login-errors";

export {
  INACTIVITY_TIMEOUT_DEFAULT_MINUTES,
  INACTIVITY_WARNING_LEAD_MS,
  INACTIVITY_WARNING_MIN_LEAD_MS,
  inactivityTimeoutMs,
  inactivityWarningLeadMs,
  inactivityState,
  isInactivityTimedOut,
} from "./inactivity";
export type { InactivityState } from "./inactivity";

export {
  LOGOUT_REASONS,
  isLogoutReason,
  logoutReasonTextKey,
  logoutAlert,
  showsLogoutAlert,
  STORED_LOGOUT_STORAGE_KEY,
  serializeStoredLogout,
  parseStoredLogout,
} from "./logout";
export type { LogoutReason, StoredLogout, LogoutAlert } from "./logout";

export {
  AWAY_AFTER_INACTIVITY_MINUTES,
  AWAY_REMOVAL_AFTER_MINUTES,
  awayStatus,
  awayStatusChangesAt,
} from "./away-status";
export type { AwayStatus } from "./away-status";

export { PROMOTIONS_PREVIEW_DAYS, promotionsPreviewDates, bonusListDayQuery } from "./promotions";
export type { BonusListDayQuery } from "./promotions";

export {
  DEFAULT_NAVIGATION_SYSTEM,
  PANEL_NAVIGATION_SYSTEM,
  DEFAULT_PAGE_URLS,
  resolvePageUrl,
  MENU_ROUTES,
  BONUS_PLAY_URL,
  PRIVACY_POLICY_URL,
  EMAIL_VERIFIED_REDIRECT_URL,
  VERIFY_EMAIL_EXPIRED_REDIRECT_URL,
  QUERY_MODALS,
  LINKED_ACCOUNT_QUERY_PARAMETER,
  parseQueryModal,
  isMenuEntryVisible,
  visibleMenuEntries,
  isPlayPage,
  isGamePage,
  shouldRemoveGamePageBodyStyle,
  isCashierPage,
} from "./navigation";
export type { PageKey, MenuScope, MenuRoute, QueryModal } from "./navigation";

export { PAGE_VIEW_DELAY_MS, PAGE_HISTORY_MAX_ENTRIES, pushPageHistory, localeRootPath, goBack } from "./page-history";

export {
  COOKIE_CONSENT_MAX_AGE_S,
  COOKIE_CONSENT_ACCEPTED_VALUE,
  COOKIE_CONSENT_KEY,
  shouldShowCookieNotice,
} from "./cookie-notice";

export {
  visitorSegment,
  scriptsQuery,
  shouldLoadExternalScripts,
  SCRIPT_FREE_PAGES,
  SCRIPT_FREE_PATHS,
  isScriptFreePage,
  shouldLoadMarketingScripts,
} from "./scripts";
export type { VisitorSegment, ScriptEntry, MarketingScriptsInput } from "./scripts";

export { matchPagePath, isPathAtOrUnder } from "./page-routing";
export type { PageUrlOptions, PagePathMatch } from "./page-routing";

export {
  AFFILIATE_QUERY_PARAMETER_DEFAULT,
  CAMPAIGN_PARAMETERS,
  CAMPAIGN_PARAMETER_MAX_AGE_DAYS,
  CAMPAIGN_LAST_TOUCH_WINDOW_DAYS,
  VISIT_TRACKING_INTERVAL_MINUTES,
  affiliateQueryParameter,
  readAffiliateToken,
  captureCampaignParameters,
  attributedCampaignParameters,
  parseStoredCampaign,
  shouldTrackVisit,
  AFFILIATE_TOKEN_STORAGE_KEY,
  CAMPAIGN_STORAGE_KEY,
  referralLink,
} from "./campaign";
export type { CampaignParameter, QueryReader, CampaignCapture, StoredCampaign, CampaignWindows } from "./campaign";

export {
  DEPOSIT_OUTCOMES,
  ALTERNATIVE_METHOD_EVENT,
  CARD_FORM_METHOD_NAMES,
  isDepositOutcome,
  depositOutcomeFromModal,
  depositOutcomeModal,
  depositOutcomeTextKeys,
  offersAlternativeMethod,
  depositMethodKind,
  parseDepositMethodKind,
} from "./deposits";
export type { DepositOutcome, DepositMethodKind } from "./deposits";
export { isQrExpired, parseUpiLink } from "./deposit-qr";
export type { UpiPaymentLink } from "./deposit-qr";
export { VALIDATION_MESSAGE_PREFIX, VALIDATION_MESSAGES, validationMessageKey } from "./validation/messages";
export type { ValidationMessageKey } from "./validation/messages";
export { firstIssueMessage } from "./validation/issue-message";
export { EMAIL_PATTERN, emailSchema, validateEmail, acceptsEmailKey, filterEmailInput } from "./validation/email";
export {
  validatePhone,
  acceptsPhoneKey,
  isPhoneTooLong,
  filterPhoneInput,
  phoneFieldsSchema,
} from "./validation/phone";
export {
  PASSWORD_MIN_LENGTH_DEFAULT_CHARS,
  PASSWORD_MAX_LENGTH_CHARS,
  validatePassword,
  passwordSchema,
  passwordChangeSchema,
  passwordResetSchema,
  isPasswordValid,
} from "./validation/password";
export type { PasswordRules } from "./validation/password";
export { PASSWORD_STRENGTH_LENGTHS_CHARS, passwordStrength } from "./validation/password-strength";
export { SIGN_UP_MODES, signUpModes } from "./validation/sign-up-modes";
export {
  internationalPhoneNumber,
  loginIdentifier,
  loginIdentifierKind,
  validateLoginIdentifier,
} from "./validation/login-identifier";
export type { LoginIdentifierKind, LoginIdentifierOptions } from "./validation/login-identifier";
export type { SignUpMode } from "./validation/sign-up-modes";
export type { PasswordStrength } from "./validation/password-strength";
export {
  MIN_AGE_YEARS,
  MAX_AGE_YEARS,
  PLACEHOLDER_BIRTH_YEAR,
  dateOfBirthBounds,
  isPlaceholderBirthDate,
  givenBirthDate,
  birthDateForPicker,
  birthYearOptions,
  daysInMonth,
  birthDateParts,
  composeBirthDate,
  validateDateOfBirth,
  dateOfBirthSchema,
} from "./validation/date-of-birth";
export type { BirthDateParts } from "./validation/date-of-birth";
export {
  NAME_MAX_LENGTH_CHARS,
  nameSchema,
  addressSchema,
  requiredTextSchema,
  validateName,
  validateAddress,
} from "./validation/names";
export {
  GENDER_OPTIONS,
  PROFILE_FIELDS,
  PROFILE_EDITABLE_THEMES,
  PROFILE_RESET_KYC_THEMES,
  profileFormSchema,
  isPlaceholderEmail,
  displayEmail,
  profileFormValues,
  profileUpdatePayload,
  profileFieldStates,
} from "./validation/profile-form";
export { DEPOSIT_PROFILE_FIELDS, missingDepositProfileFields } from "./validation/deposit-profile";
export type { DepositProfileField, DepositProfileUser } from "./validation/deposit-profile";
export type {
  ProfileField,
  ProfileFormValues,
  ProfileUser,
  ProfileFormContext,
  ProfileUpdatePayload,
  ProfileFieldStates,
} from "./validation/profile-form";
export {
  DEPOSIT_ERROR_CODES,
  DEPOSIT_ERROR_CATALOGUE,
  isDepositErrorCode,
  DEPOSIT_ERRORS,
  DEPOSIT_ERROR_FALLBACK_MESSAGE_KEY,
  depositErrorCode,
  describeDepositError,
  depositErrorMessageKey,
} from "./deposit-errors";
export type { DepositErrorCode, DepositErrorInfo } from "./deposit-errors";
export {
  DEPOSIT_AMOUNT_PRESETS,
  DEPOSIT_AMOUNT_DEFAULT,
  DEPOSIT_AMOUNT_SMALL_STEP,
  DEPOSIT_AMOUNT_LARGE_STEP,
  DEPOSIT_AMOUNT_LARGE_STEP_FROM,
  DEPOSIT_PHONE_MIN_LENGTH_CHARS,
  OTHER_METHODS_DEPOSIT_MIN_TRY,
  OTHER_METHODS_DEPOSIT_MAX_TRY,
  depositAmountStep,
  stepDepositAmount,
  validateDepositAmount,
  validateDepositPhone,
  depositRequestError,
  depositAmountRange,
} from "./deposit-amount";
export type { DepositAmountRange } from "./deposit-amount";
export { RETARGETING_DEPOSIT_COUNTS, RETARGETING_DEPOSIT_EVENT, retargetingDepositCount } from "./retargeting";
export type { RetargetingDepositCount } from "./retargeting";
export {
  TAG_RESTRICTION_KEYS,
  readCodeList,
  tagRestrictedCountriesFor,
  isPaymentMethodAvailable,
  filterPaymentMethods,
  paymentMethodThumbnail,
  paymentMethodKind,
} from "./payment-methods";
export type { CodeList, PaymentMethod, PaymentMethodUser } from "./payment-methods";
export { validateAmount, amountSchema } from "./validation/amount";
export type { AmountRange } from "./validation/amount";
export {
  BANK_CODE_MIN_LENGTH_CHARS,
  BANK_CODE_MAX_LENGTH_CHARS,
  WITHDRAWAL_METHODS,
  UPI_ID_PATTERN,
  withdrawalFormSchema,
} from "./validation/withdrawal-form";
export type { WithdrawalMethod } from "./validation/withdrawal-form";
export { COUPON_CODE_MAX_LENGTH_CHARS, couponFormSchema } from "./validation/coupon-form";
export type { CouponFormValues } from "./validation/coupon-form";
export {
  WITHDRAWAL_BLOCKERS,
  WITHDRAWAL_BLOCKER_ERROR_CODES,
  WITHDRAWAL_BLOCKER_MESSAGE_KEYS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  hasActiveBonus,
  withdrawalBlockers,
  canCancelWithdrawal,
  withdrawalMethodOf,
} from "./withdrawals";
export type {
  WithdrawalBlocker,
  TransactionStatus,
  TransactionType,
  WithdrawalPlayer,
  WithdrawalPaymentMethod,
} from "./withdrawals";
export {
  BONUS_ACTIVATION_ERROR_CODES,
  BONUS_ACTIVATION_ERROR_CATALOGUE,
  isBonusActivationErrorCode,
  BONUS_ACTIVATION_ERRORS,
  BONUS_ERROR_FALLBACK_MESSAGE_KEY,
  bonusActivationErrorCode,
  describeBonusActivationError,
  bonusActivationErrorMessageKey,
  bonusErrorReference,
} from "./bonus-errors";
export type { BonusActivationErrorCode, BonusActivationErrorInfo } from "./bonus-errors";
export {
  BONUS_TYPES,
  WAGERING_TYPES,
  BONUS_STATUSES,
  DUPLICATE_ACCOUNT_EXCLUDED_BONUS_TYPES,
  BONUS_CANCEL_WARNING_KEY,
  activeBonusSlots,
  bonusActivation,
} from "./bonuses";
export type {
  BonusType,
  WageringType,
  BonusStatus,
  PlayerBonus,
  BonusOffer,
  BonusPlayer,
  BonusActivationCheck,
} from "./bonuses";
export { wageringProgress, availableOffers } from "./wagering";
export { offerUnavailability } from "./offer-availability";
export type { OfferTerms, OfferUnavailability } from "./offer-availability";
export type { BonusWagering } from "./wagering";
export { walletSummary } from "./wallet";
export type { WalletFigures, WalletSummary } from "./wallet";
export { FREE_MONEY_BONUS_TYPES, freeMoneyOffers, isFreeMoneyOffer } from "./free-money";
export { genderOption, PROFILE_DISPLAY_FIELDS, profileDisplayEntries } from "./profile-display";
export type { GenderOption, ProfileDisplayEntry, ProfileDisplayField, ProfileDisplayUser } from "./profile-display";
export type { FreeMoneyOfferTerms } from "./free-money";
export {
  BET_LIMIT_CHANGE_INTERVAL_MS,
  MONTHLY_WINNINGS_LIMIT_AMOUNT,
  LIMIT_PERIODS,
  LIMIT_TYPES,
  PERIOD_LIMIT_KINDS,
  limitPeriodCode,
  limitPeriodFromCode,
  nextBetLimitChangeAt,
  canChangeBetLimit,
  betSizeLimitsProblem,
  monthlyWinningsRemaining,
  monthlyWinningsStatus,
} from "./limits";
export type {
  BetSizeLimits,
  BetSizeLimitsProblem,
  LimitPeriod,
  LimitPeriodCode,
  LimitType,
  MonthlyWinningsStatus,
  PeriodLimitKind,
} from "./limits";
export { limitChangeDecision, isLimitChangeDue } from "./limit-changes";
export type { LimitChangeDecision, LimitChangeContext } from "./limit-changes";
export {
  BET_LIMIT_ERROR_CODES,
  BET_LIMIT_ERROR_CATALOGUE,
  isBetLimitErrorCode,
  betLimitErrorMessageKey,
  BONUS_BUY_LIFTABLE_CODES,
  bonusBuyMayLift,
} from "./bet-limit-errors";
export type { BetLimitErrorCode } from "./bet-limit-errors";
export { INSTANT_WITHDRAWAL_PERIODS, instantWithdrawalStatus, instantWithdrawalRefusal } from "./instant-withdrawal";
export type {
  InstantWithdrawalPeriod,
  InstantWithdrawalRefusal,
  InstantWithdrawalStatus,
  ReportedInstantWithdrawal,
} from "./instant-withdrawal";
export { WITHDRAWAL_ERROR_CODES, WITHDRAWAL_ERROR_CATALOGUE, isWithdrawalErrorCode } from "./withdrawal-errors";
export type { WithdrawalErrorCode } from "./withdrawal-errors";
export { COUPON_ERROR_CODES, COUPON_ERROR_CATALOGUE, isCouponErrorCode } from "./coupon-errors";
export type { CouponErrorCode } from "./coupon-errors";
export { GENERIC_ERRORS, GENERIC_ERROR_CATALOGUE, TRY_AGAIN_TEXT_KEY } from "./generic-errors";
export type { GenericError } from "./generic-errors";
export { OTHER_ERRORS, OTHER_ERROR_CATALOGUE } from "./other-errors";
export type { OtherError } from "./other-errors";
export { errorCatalogue, errorTextKey, isCatalogueCode, findCatalogueCode } from "./error-catalogue";
export type { ErrorCatalogue, CatalogueCode } from "./error-catalogue";
export { SERVER_ERROR_CATALOGUES, ERROR_CATALOGUES, isKnownErrorCode } from "./error-codes";
export type { KnownErrorCode } from "./error-codes";
export {
  SESSION_TIME_LIMIT_MIN_MINUTES,
  SESSION_TIME_LIMIT_MAX_HOURS,
  SESSION_TIME_LIMIT_BOUNDS,
  sessionTimeLimitMinutes,
  validateSessionTimeLimit,
  sessionTimeLimitSchema,
} from "./validation/session-time-limit";
export type { SessionTimeLimitUnit } from "./validation/session-time-limit";
export {
  SELF_EXCLUSION_OPTIONS,
  SELF_EXCLUSION_TYPES,
  SELF_EXCLUSION_PERIOD_UNITS,
  selfExclusionEndsAt,
  exclusionLengthEndsAt,
  validateSelfExclusionPeriod,
} from "./self-exclusion-options";
export type {
  ExclusionLengthUnit,
  SelfExclusionOption,
  SelfExclusionType,
  SelfExclusionPeriodUnit,
} from "./self-exclusion-options";
export { FREEZE_OPTIONS, freezeEndsAt } from "./freeze";
export type { FreezeOption } from "./freeze";
export {
  JURISDICTIONS,
  JURISDICTION_PROFILES,
  isJurisdiction,
  firstDepositMayPrompt,
  jurisdictionProfile,
  limitCoolingOffMs,
  limitNoticeReached,
  mayReverseWithdrawal,
  shouldPromptDepositLimit,
  showsSessionClock,
} from "./jurisdiction";
export type { Jurisdiction, JurisdictionProfile, DepositLimitPrompt } from "./jurisdiction";
export { TIME_OUT_OPTIONS, timeOutDays, timeOutOptions, timeOutEndsAt, quickLockTimeOut } from "./time-out";
export type { TimeOutOption } from "./time-out";
export {
  sessionSummary,
  realityCheckIntervalMs,
  realityCheckChoice,
  nextRealityCheckAt,
  isRealityCheckDue,
} from "./reality-check";
export type { SessionMovement, SessionSummary } from "./reality-check";
export {
  CVC_LENGTH_DIGITS,
  passesLuhn,
  validateCardNumber,
  validateCardExpiry,
  validateCvc,
  cardHolderSchema,
  validateCardHolder,
  formatCardExpiryInput,
  cardFormSchema,
  CARD_BRANDS,
  cardBrand,
} from "./validation/card";
export type { CardBrand } from "./validation/card";
export {
  UPLOAD_MAX_BYTES,
  UPLOAD_REQUEST_MAX_BYTES,
  PROOF_OF_ADDRESS_MAX_AGE_MONTHS,
  UPLOAD_ALLOWED_EXTENSIONS,
  UPLOAD_ALLOWED_MIME_TYPES,
  validateUpload,
  oldestProofOfAddressDate,
  validateProofOfAddressDate,
} from "./validation/upload";
export type { UploadFile } from "./validation/upload";
export {
  DOCUMENT_REVIEW_MAX_HOURS,
  KYC_DOCUMENT_TYPES,
  KYC_DOCUMENT_SIDES,
  KYC_DOCUMENT_STATUSES,
  KYC_APPROVED_STATUS,
  kycDocumentTypeOf,
  isKycStatusDiscrepancy,
} from "./kyc-documents";
export type { KycDocumentType, KycDocumentStatus } from "./kyc-documents";
export { isRegistrationFieldShown } from "./validation/registration-fields";
export type { RegistrationFields } from "./validation/registration-fields";
export { linkedSignUpSchema, canSubmitForm } from "./validation/linked-signup";
export type { LinkedSignUpFormValues, LinkedSignUpOptions } from "./validation/linked-signup";
export { usernameSchema } from "./validation/username";
export { SIGN_UP_PROFILE_FIELDS, signUpProfileFields, signUpFormSchema, signUpNextSteps } from "./validation/sign-up";
export type { SignUpProfileField, SignUpFormValues, SignUpFormOptions, SignUpNextStep } from "./validation/sign-up";
export {
  CHAT_ACTIVITY_REPORT_MS,
  CHAT_HISTORY_SIZE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_RATE_LIMIT_MESSAGES,
  CHAT_RATE_WINDOW_MS,
  chatMessageProblem,
  chatMessageRequestSchema,
  normaliseChatText,
} from "./chat";
export type { ChatMessageProblem, ChatMessageRequest } from "./chat";
export { GAME_PULSE_BUCKET_MS, GAME_PULSE_BUCKETS, GAME_PULSE_RECENT_WINS, gamePulseBuckets } from "./game-pulse";
export type { GamePulseBucket, PulseRound } from "./game-pulse";
