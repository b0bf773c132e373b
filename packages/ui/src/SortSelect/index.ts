export { SortSelect } from "./SortSelect";
export type { SortSelectProps } from "./SortSelect";
