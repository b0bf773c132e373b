import "./themes/themes.css";

export { DEFAULT_THEME, isTheme, THEMES } from "./themes";
export type { Theme } from "./themes";

export { Button } from "./Button";
export type { ButtonProps } from "./Button";
export { Modal } from "./Modal";
export type { ModalProps } from "./Modal";
export { IconButton } from "./IconButton";
export type { IconButtonProps } from "./IconButton";
export { Tooltip } from "./Tooltip";
export type { TooltipProps } from "./Tooltip";
export { Toast, ToastProvider } from "./Toast";
export type { ToastProps, ToastProviderProps } from "./Toast";
export { Field, TextField } from "./TextField";
export type { FieldControlProps, FieldProps, TextFieldProps } from "./TextField";
export { Select } from "./Select";
export type { SelectOption, SelectProps } from "./Select";
export { Checkbox } from "./Checkbox";
export type { CheckboxProps } from "./Checkbox";
export { RadioGroup } from "./RadioGroup";
export type { RadioGroupProps, RadioOption } from "./RadioGroup";

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
