import * as v from "valibot";
import { idSchema, maybe, successField } from "./common";

/**
 * GET /api/core/casino/locales/{locale}.json: the content texts of one locale, a flat
 * map from text key to a value. Keys carry a text, object or array prefix; the value is a
 * string for texts and JSON for objects and arrays, so values are left as they come.
 */
export const localeTextsResponseSchema = v.record(v.string(), v.unknown());
/** Parsed content texts. */
export type LocaleTextsResponse = v.InferOutput<typeof localeTextsResponseSchema>;

/** One marketing or analytics script. */
export const scriptEntrySchema = v.looseObject({
  key: maybe(v.string()),
  name: maybe(v.string()),
  head: maybe(v.string()),
  bodyStart: maybe(v.string()),
  bodyEnd: maybe(v.string()),
});
/** A script entry. */
export type ScriptEntry = v.InferOutput<typeof scriptEntrySchema>;

/** GET /api/core/casino/scripts: `{ success, data: ScriptEntry[] }`. */
export const scriptsResponseSchema = v.looseObject({ success: successField, data: v.array(scriptEntrySchema) });
/** Parsed scripts answer. */
export type ScriptsResponse = v.InferOutput<typeof scriptsResponseSchema>;

/** One game lobby category. Its fields are not shown in the spec; these are the ones the lobby uses. */
export const categorySchema = v.looseObject({
  id: maybe(idSchema),
  name: maybe(v.string()),
  slug: maybe(v.string()),
  icon: maybe(v.string()),
  order: maybe(v.number()),
  /** How many games the category lists; `null` for the player's own lists (favourites, recent). */
  gameCount: maybe(v.number()),
});
/** A lobby category. */
export type Category = v.InferOutput<typeof categorySchema>;

/** GET /api/admin/get-full-category-list?locale: `{ success, data: { topCategoryList } }`. */
export const categoryListResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ topCategoryList: v.array(categorySchema) }),
});
/** Parsed category list. */
export type CategoryListResponse = v.InferOutput<typeof categoryListResponseSchema>;
