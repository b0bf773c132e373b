import "./themes/themes.css";

export { DEFAULT_THEME, isTheme, THEMES } from "./themes";
export type { Theme } from "./themes";

export { Button } from "./Button";
export type { ButtonProps } from "./Button";
export { Modal } from "./Modal";
export type { ModalProps } from "./Modal";

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
