import * as v from "valibot";
import { idSchema, maybe, successField } from "./common";

/** A country: countryId, code, name, phoneCode, flag. */
export const countrySchema = v.looseObject({
  countryId: maybe(idSchema),
  code: v.string(),
  name: maybe(v.string()),
  phoneCode: maybe(v.union([v.string(), v.number()])),
  flag: maybe(v.string()),
});
/** A country. */
export type Country = v.InferOutput<typeof countrySchema>;

/** GET /api/admin/get-all-country: `{ success, countries: { count, rows }, allCountries }` at the top level. */
export const countriesResponseSchema = v.looseObject({
  success: successField,
  countries: v.looseObject({ count: maybe(v.number()), rows: v.array(countrySchema) }),
  allCountries: v.optional(v.array(countrySchema), []),
});
/** Parsed countries answer. */
export type CountriesResponse = v.InferOutput<typeof countriesResponseSchema>;

/** A currency: code, name. */
export const currencySchema = v.looseObject({
  code: v.string(),
  name: maybe(v.string()),
  symbol: maybe(v.string()),
  isCrypto: maybe(v.boolean()),
});
/** A currency. */
export type Currency = v.InferOutput<typeof currencySchema>;

/** GET /api/admin/get-currencies: `{ success, data: Currency[] }` (shape not shown in the spec; this project's contract). */
export const currenciesResponseSchema = v.looseObject({ success: successField, data: v.array(currencySchema) });
/** Parsed currencies answer. */
export type CurrenciesResponse = v.InferOutput<typeof currenciesResponseSchema>;

/** A subdivision as GeoIP services send it: a code, or an object with one. Read as the code. */
const subdivisionSchema = v.union([
  v.string(),
  v.pipe(
    v.looseObject({ isoCode: maybe(v.string()), iso_code: maybe(v.string()), code: maybe(v.string()) }),
    v.transform((entry) => entry.isoCode ?? entry.iso_code ?? entry.code ?? ""),
  ),
]);

/**
 * GET /api/admin/get-location (country.code and ipInfo.subdivisions):
 * `{ success, data: { ip, country: { code }, ipInfo: { subdivisions } } }`. Subdivisions are
 * read as a list of codes (`["ST"]`).
 */
export const locationResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({
    ip: maybe(v.string()),
    country: v.looseObject({ code: v.string(), name: maybe(v.string()) }),
    ipInfo: maybe(v.looseObject({ subdivisions: maybe(v.array(subdivisionSchema)) })),
  }),
});
/** Parsed location answer. */
export type LocationResponse = v.InferOutput<typeof locationResponseSchema>;

/** GET /api/admin/get-registration-fields: `{ success, data: { fieldName: number } }`, 0 meaning absent. */
export const registrationFieldsResponseSchema = v.looseObject({
  success: successField,
  data: v.record(v.string(), v.number()),
});
/** Parsed registration fields. */
export type RegistrationFieldsResponse = v.InferOutput<typeof registrationFieldsResponseSchema>;

/** POST or PUT /api/user/country-blocked body: sent once per distinct combination. */
export const countryBlockedRequestSchema = v.looseObject({
  ip: v.string(),
  country: v.string(),
  firstUrl: v.optional(v.nullish(v.string())),
});
/** Body of country-blocked. */
export type CountryBlockedRequest = v.InferInput<typeof countryBlockedRequestSchema>;
