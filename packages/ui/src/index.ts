export { DEFAULT_THEME, isTheme, THEMES } from "./themes";
export type { Theme } from "./themes";
export { FONTS_AFTER_FIRST_PAINT_SCRIPT } from "./fonts";

export { Button } from "./Button";
export type { ButtonProps } from "./Button";
export { Modal, useAnyModalOpen } from "./Modal";
export { VisuallyHidden } from "./VisuallyHidden";
export type { VisuallyHiddenProps } from "./VisuallyHidden";
export type { ModalProps } from "./Modal";
export { IconButton } from "./IconButton";
export type { IconButtonProps } from "./IconButton";
export { Tooltip } from "./Tooltip";
export type { TooltipProps } from "./Tooltip";
export { Toast, ToastProvider } from "./Toast";
export type { ToastProps, ToastProviderProps } from "./Toast";
export { EmailField, Field, TextField } from "./TextField";
export type { EmailFieldProps, FieldControlProps, FieldProps, TextFieldProps } from "./TextField";
export { Select } from "./Select";
export type { SelectOption, SelectProps } from "./Select";
export { Checkbox } from "./Checkbox";
export type { CheckboxProps } from "./Checkbox";
export { RadioGroup } from "./RadioGroup";
export type { RadioGroupProps, RadioOption } from "./RadioGroup";
export { CountryFlag, CountrySelect, flagEmoji } from "./CountrySelect";
export type { CountryOption, CountrySelectProps } from "./CountrySelect";
export { PhoneField } from "./PhoneField";
export type { PhoneFieldProps } from "./PhoneField";
export { DateOfBirthInput } from "./DateOfBirthInput";
export type { DateOfBirthInputProps } from "./DateOfBirthInput";
export { ProfileInfoForm } from "./ProfileInfoForm";
export type { ProfileInfoFormProps } from "./ProfileInfoForm";

export { Countdown } from "./Countdown";
export type { Clock, CountdownProps } from "./Countdown";
export { Money } from "./Money";
export type { MoneyProps } from "./Money";
export { Skeleton } from "./Skeleton";
export type { SkeletonProps } from "./Skeleton";
export { EmptyState } from "./EmptyState";
export type { EmptyStateProps } from "./EmptyState";
export { ErrorState } from "./ErrorState";
export type { ErrorStateProps } from "./ErrorState";
export { CookieNotice } from "./CookieNotice";
export type { CookieNoticeProps } from "./CookieNotice";
export { RakebackCalendar, RakebackClaimResultModal } from "./RakebackCalendar";
export type { RakebackCalendarProps, RakebackClaimResult, RakebackClaimResultModalProps } from "./RakebackCalendar";
export { RegistrationClosed } from "./RegistrationClosed";
export type { RegistrationClosedProps } from "./RegistrationClosed";
export { CashierClosed } from "./CashierClosed";
export type { CashierClosedProps } from "./CashierClosed";
export { CryptoDeposit } from "./CryptoDeposit";
export type { CopyState, CryptoDepositProps } from "./CryptoDeposit";
export { UpiQr } from "./UpiQr";
export type { UpiQrProps, UpiQrState } from "./UpiQr";
export { DepositForm } from "./DepositForm";
export type {
  ActiveDepositBonus,
  DepositBonusOption,
  DepositCard,
  DepositFormProps,
  DepositMethodOption,
  DepositSubmission,
} from "./DepositForm";
export { PendingWithdrawals, WithdrawalBlockers, WithdrawalForm } from "./WithdrawalForm";
export type {
  CryptoQuoteRequest,
  CryptoWithdrawalQuote,
  PendingWithdrawal,
  PendingWithdrawalsProps,
  WithdrawalBlockersProps,
  WithdrawalFields,
  WithdrawalFormProps,
  WithdrawalMethodOption,
  WithdrawalSubmission,
} from "./WithdrawalForm";
export { DepositLimitPrompt } from "./DepositLimitPrompt";
export { DepositProfileStep, depositProfileFieldsText } from "./DepositProfileStep";
export type { DepositProfileStepProps } from "./DepositProfileStep";
export type { DepositLimitPromptProps } from "./DepositLimitPrompt";
export { KycDocumentCard } from "./KycDocumentCard";
export { MonthlyWinningsCard } from "./MonthlyWinningsCard";
export { RealityCheckSetting, realityCheckIntervalText } from "./RealityCheckSetting";
export { ReferralCard } from "./ReferralCard";
export { UsageMeter } from "./UsageMeter";
export type { UsageMeterProps } from "./UsageMeter";
export type { ReferralCardProps } from "./ReferralCard";
export type { RealityCheckSettingProps } from "./RealityCheckSetting";
export type { MonthlyWinningsCardProps } from "./MonthlyWinningsCard";
export type { KycDocumentCardProps, KycSentFile, KycSide } from "./KycDocumentCard";
export { hasTransactionFilters, TransactionFilters } from "./TransactionFilters";
export type { TransactionFilterValues, TransactionFiltersProps } from "./TransactionFilters";
export { TransactionList } from "./TransactionList";
export type { TransactionListItem, TransactionListProps } from "./TransactionList";
export { DepositOutcomeModal } from "./DepositOutcomeModal";
export type { DepositMethod, DepositOutcomeModalProps } from "./DepositOutcomeModal";
export { ThreeDsSuccessModal } from "./ThreeDsSuccessModal";
export type { ThreeDsSuccessModalProps } from "./ThreeDsSuccessModal";
export { PromotionsCalendarModal } from "./PromotionsCalendarModal";
export type { PromotionBanner, PromotionsCalendarModalProps } from "./PromotionsCalendarModal";
export { LimitCard } from "./LimitCard";
export { BetSizeLimitForm } from "./BetSizeLimitForm";
export type { BetSizeLimitChange, BetSizeLimitFormProps } from "./BetSizeLimitForm";
export { SettingsCard } from "./SettingsCard";
export type { SettingsCardProps } from "./SettingsCard";
export { SelfExclusionForm } from "./SelfExclusionForm";
export type { CustomSelfExclusion, SelfExclusionChoice, SelfExclusionFormProps } from "./SelfExclusionForm";
export { FreezeForm } from "./FreezeForm";
export type { BreakChoice, BreakKind, FreezeFormProps } from "./FreezeForm";
export { QuickLock } from "./QuickLock";
export type { QuickLockProps } from "./QuickLock";
export { SessionLimitForm } from "./SessionLimitForm";
export type { SessionLimitFormProps } from "./SessionLimitForm";
export { RealityCheckDialog } from "./RealityCheckDialog";
export type { RealityCheckDialogProps } from "./RealityCheckDialog";
export { SessionClock } from "./SessionClock";
export type { SessionClockProps } from "./SessionClock";
export type { LimitCardProps, LimitPeriodState } from "./LimitCard";
export { CashbackCard } from "./CashbackCard";
export type { CashbackCardProps } from "./CashbackCard";
export { CouponForm } from "./CouponForm";
export type { CouponFormProps, CouponResult } from "./CouponForm";
export { RewardCalendarOptOut } from "./RewardCalendarOptOut";
export type { RewardCalendarOptOutProps } from "./RewardCalendarOptOut";
export { WageringProgress } from "./WageringProgress";
export type { WageringProgressProps } from "./WageringProgress";
export { BonusCard } from "./BonusCard";
export type { BonusCardBonus, BonusCardProps } from "./BonusCard";
export { BonusCancelDialog } from "./BonusCancelDialog";
export type { BonusCancelDialogProps } from "./BonusCancelDialog";
export { BonusHistory } from "./BonusHistory";
export type { BonusHistoryEntry, BonusHistoryProps } from "./BonusHistory";
export { PreferenceToggle } from "./PreferenceToggle";
export type { PreferenceToggleProps } from "./PreferenceToggle";
export { PromotionCard } from "./PromotionCard";
export type { PromotionCardProps } from "./PromotionCard";
export { BetLimitMessage, BONUS_GAME_INELIGIBLE } from "./BetLimitMessage";
export type { BetLimitMessageProps } from "./BetLimitMessage";
export { BonusBuyConfirm } from "./BonusBuyConfirm";
export type { BonusBuyConfirmProps } from "./BonusBuyConfirm";
export { LoginModal } from "./LoginModal";
export type { LoginCredentials, LoginModalProps } from "./LoginModal";
export { ChangePasswordForm } from "./ChangePasswordForm";
export type { ChangePasswordFormProps, PasswordChange } from "./ChangePasswordForm";
export { ResetPasswordModal } from "./ResetPasswordModal";
export type { NewPassword, ResetPasswordModalProps } from "./ResetPasswordModal";
export { VerifyEmailModal } from "./VerifyEmailModal";
export { SignUpModeTabs } from "./SignUpModeTabs";
export type { SignUpModeTabsProps } from "./SignUpModeTabs";
export { OneClickCredentials } from "./OneClickCredentials";
export type { OneClickCredentialsProps } from "./OneClickCredentials";
export type { VerifyEmailModalProps, VerifyEmailStatus } from "./VerifyEmailModal";
export { PasswordField } from "./PasswordField";
export type { PasswordFieldProps } from "./PasswordField";
export { LinkedSignInOptions, LinkedSignUpForm } from "./LinkedSignUpForm";
export type {
  LinkedIdentity,
  LinkedSignInOptionsProps,
  LinkedSignInProvider,
  LinkedSignUpFormProps,
} from "./LinkedSignUpForm";
export { SignUpForm } from "./SignUpForm";
export type { CurrencyOption, SignUpFormProps } from "./SignUpForm";
export { LoyaltyProgress } from "./LoyaltyProgress";
export type { LoyaltyProgressProps } from "./LoyaltyProgress";
export { ChatPanel } from "./ChatPanel";
export type { ChatPanelMessage, ChatPanelParticipant, ChatPanelProps, ChatRefusal } from "./ChatPanel";
export { GamePulse } from "./GamePulse";
export type { GamePulseBucketData, GamePulseProps, GamePulseWinData } from "./GamePulse";
export { PlayerStats } from "./PlayerStats";
export type { PlayerStatsData, PlayerStatsProps, PlayerStatsRace } from "./PlayerStats";
export { WalletSummary } from "./WalletSummary";
export type { WalletSummaryFigures, WalletSummaryProps } from "./WalletSummary";
export { VipClub } from "./VipClub";
export type { VipClubLoyalty, VipClubProps } from "./VipClub";
export { FreeMoneyList } from "./FreeMoneyList";
export type { FreeMoneyListProps, FreeMoneyOffer } from "./FreeMoneyList";
export { PageTabs } from "./PageTabs";
export type { PageTab, PageTabsProps } from "./PageTabs";
export { ProfileDetails } from "./ProfileDetails";
export type { ProfileDetailsProps } from "./ProfileDetails";
export { SignUpNextSteps } from "./SignUpNextSteps";
export type { SignUpNextStepsProps } from "./SignUpNextSteps";
export { SessionAlert } from "./SessionAlert";
export type { SessionAlertProps } from "./SessionAlert";
export { InactivityWarning } from "./InactivityWarning";
export type { InactivityWarningProps } from "./InactivityWarning";
export { SwitchAccountModal } from "./SwitchAccountModal";
export type { SwitchAccountModalProps } from "./SwitchAccountModal";
export { RestrictedCountryOverlay } from "./RestrictedCountryOverlay";
export type { RestrictedCountryOverlayProps, ReverifyStatus } from "./RestrictedCountryOverlay";

export type { LinkComponent, LinkProps } from "./navigation";
export { Logo } from "./Logo";
export type { LogoProps } from "./Logo";
export { SiteHeader } from "./SiteHeader";
export type { AccountMenuItem, HeaderAction, HeaderBalance, NavItem, SiteHeaderProps } from "./SiteHeader";
export { SiteFooter } from "./SiteFooter";
export type { FooterLinkGroup, SiteFooterProps } from "./SiteFooter";
export { LanguageSwitcher } from "./LanguageSwitcher";
export type { LanguageOption, LanguageSwitcherProps } from "./LanguageSwitcher";
export { LegalDocument } from "./LegalDocument";
export type { LegalDocumentProps, LegalDocumentSection } from "./LegalDocument";
export { Hero } from "./Hero";
export type { HeroProps } from "./Hero";
export { GameTile, GameTileSkeleton } from "./GameTile";
export type { GameFavourites, GameItem, GameTileFavourite, GameTileProps } from "./GameTile";
export { FavouriteButton } from "./FavouriteButton";
export { TournamentCard } from "./TournamentCard";
export type { TournamentCardProps } from "./TournamentCard";
export { Leaderboard } from "./Leaderboard";
export type { LeaderboardEntry, LeaderboardProps } from "./Leaderboard";
export type { FavouriteButtonProps } from "./FavouriteButton";
export { GameRail } from "./GameRail";
export type { GameRailProps } from "./GameRail";
export { GameGrid } from "./GameGrid";
export type { GameGridProps } from "./GameGrid";
export { SortSelect } from "./SortSelect";
export type { SortSelectProps } from "./SortSelect";
export { SearchDialog } from "./SearchDialog";
export type { SearchDialogProps } from "./SearchDialog";
export { GamePlayPanel } from "./GamePlayPanel";
export type { GamePlayPanelProps } from "./GamePlayPanel";
export { ProviderTile } from "./ProviderTile";
export type { ProviderTileProps } from "./ProviderTile";
export { RewardsStrip } from "./RewardsStrip";
export type { RewardsStripProps } from "./RewardsStrip";
