export { hasTransactionFilters, TransactionFilters } from "./TransactionFilters";
export type { TransactionFilterValues, TransactionFiltersProps } from "./TransactionFilters";
