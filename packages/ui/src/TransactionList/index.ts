export { TransactionList } from "./TransactionList";
export type { TransactionListItem, TransactionListProps } from "./TransactionList";
