import { PAGE_SIZE } from "@casino/domain";
import * as v from "valibot";

/** A whole number of 1 or more from the query string, `fallback` when absent. */
export function positiveIntegerQuery(fallback: number, max = Number.MAX_SAFE_INTEGER) {
  return v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.number("must be a number"),
      v.integer("must be a whole number"),
      v.minValue(1, "must be 1 or more"),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  );
}

/** `pageNo` (from 1) and `limit` (the domain's `PAGE_SIZE` unless asked), the paging every list call takes. */
export const pagingQueryEntries = { pageNo: positiveIntegerQuery(1), limit: positiveIntegerQuery(PAGE_SIZE) };

/** One page of `rows`, with the count of all of them: the `{ count, rows }` shape of every list. */
export function pageOf<T>(rows: readonly T[], pageNo: number, limit: number): { count: number; rows: T[] } {
  return { count: rows.length, rows: rows.slice((pageNo - 1) * limit, pageNo * limit) };
}
