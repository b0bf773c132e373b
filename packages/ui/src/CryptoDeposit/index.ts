export { CryptoDeposit } from "./CryptoDeposit";
export type { CopyState, CryptoDepositProps } from "./CryptoDeposit";
