export { queryKeys } from "./query-keys";
