export { CashierClosed } from "./CashierClosed";
export type { CashierClosedProps } from "./CashierClosed";
