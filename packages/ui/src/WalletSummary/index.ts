export { WalletSummary } from "./WalletSummary";
export type { WalletSummaryFigures, WalletSummaryProps } from "./WalletSummary";
