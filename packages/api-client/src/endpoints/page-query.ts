import { PAGE_SIZE } from "@casino/domain";
import type { QueryValue } from "../core/request-options";

/** A list call's query: its filters and an optional page. */
type PagedQuery = { pageNo?: number; limit?: number } & Readonly<Record<string, QueryValue>>;

/**
 * A list call's query string: its filters as given, the first page and 24 rows unless asked
 * otherwise (see docs/features.md, Call conventions).
 *
 * @example pageQuery({ status: "active" }) // { pageNo: 1, limit: 24, status: "active" }
 */
export function pageQuery(query: PagedQuery): Record<string, QueryValue> {
  const { pageNo = 1, limit = PAGE_SIZE, ...filters } = query;
  return { pageNo, limit, ...filters };
}
