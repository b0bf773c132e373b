import * as v from "valibot";

/*
 * Building blocks shared by the response schemas. The product leaves field types open, so
 * the wire is read leniently where back ends are known to differ: money may come
 * as a number or a numeric string (decimal columns), ids as numbers or strings, and any field
 * the spec names but a screen can live without may be missing or null. Unknown fields always
 * pass through (`looseObject`), so a brand's extra data reaches the app untouched.
 */

/** A field that may be absent or null on the wire. */
// @__NO_SIDE_EFFECTS__
export function maybe<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.nullish(schema);
}

/** An amount of money: a number, or a numeric string turned into a number. */
export const moneySchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.decimal(), v.transform(Number)),
]);

/** A record id: numbers and strings are both seen in the wild. */
export const idSchema = v.union([v.number(), v.string()]);

/** A date or date-time as the back end sends it (ISO string). */
export const dateTextSchema = v.string();

/** A flag that some back ends send as 0/1; read as a boolean. */
export const flagSchema = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1])]),
  v.transform((flag: boolean | 0 | 1) => flag === true || flag === 1),
);

/** The `success` marker most answers carry. */
export const successField = maybe(v.boolean());

/**
 * A plain acknowledgement, `{ success: true, message? }`, for calls whose answer the spec does
 * not show (log-event, country-blocked, logout, ...). See the README's contract section.
 */
export const acknowledgementResponseSchema = v.looseObject({
  success: successField,
  message: maybe(v.string()),
  data: v.optional(v.unknown()),
});
/** Parsed body of an acknowledgement. */
export type AcknowledgementResponse = v.InferOutput<typeof acknowledgementResponseSchema>;

/** A `{ count, rows }` page, the list shape the spec shows for bonuses and countries. */
// @__NO_SIDE_EFFECTS__
export function pageSchema<TRow extends v.GenericSchema>(row: TRow) {
  return v.looseObject({ count: maybe(v.number()), rows: v.array(row) });
}
