import { GEOLOCATION_TIMEOUT_MS } from "@casino/domain";
import type { HttpCore } from "../core/http-core";
import type { CallOptions } from "../core/request-options";
import { acknowledgementResponseSchema } from "../schemas/common";
import {
  countriesResponseSchema,
  currenciesResponseSchema,
  locationResponseSchema,
  registrationFieldsResponseSchema,
  type CountryBlockedRequest,
} from "../schemas/location";
import { reverseGeocodeResponseSchema } from "../schemas/reverse-geocode";

/**
 * Countries, currencies, the visitor's location and registration fields, and the reverse lookup
 * of a position at `reverseGeocodeUrl` (see docs/features.md, Restricted countries).
 */
export function locationEndpoints(core: HttpCore, settings: { reverseGeocodeUrl?: string | undefined } = {}) {
  return {
    /** GET /api/admin/get-all-country: `countries.rows` and `allCountries`. */
    getCountries(options: CallOptions = {}) {
      return core.request({ endpoint: "countries", method: "get", schema: countriesResponseSchema, ...options });
    },
    /** GET /api/admin/get-currencies. */
    getCurrencies(options: CallOptions = {}) {
      return core.request({ endpoint: "currencies", method: "get", schema: currenciesResponseSchema, ...options });
    },
    /** GET /api/admin/get-location: the visitor's country code and subdivisions. */
    getLocation(options: CallOptions = {}) {
      return core.request({ endpoint: "location", method: "get", schema: locationResponseSchema, ...options });
    },
    /** GET /api/admin/get-registration-fields: field name to number, 0 meaning absent. */
    getRegistrationFields(options: CallOptions = {}) {
      return core.request({
        endpoint: "registrationFields",
        method: "get",
        schema: registrationFieldsResponseSchema,
        ...options,
      });
    },
    /**
     * POST (or PUT) /api/user/country-blocked: reports a blocked visit. The app sends it
     * once per distinct ip, country and first URL (domain's report key decides).
     */
    reportCountryBlocked(body: CountryBlockedRequest, options: CallOptions & { method?: "post" | "put" } = {}) {
      const { method = "post", ...callOptions } = options;
      return core.request({
        endpoint: "countryBlocked",
        method,
        schema: acknowledgementResponseSchema,
        json: body,
        ...callOptions,
      });
    },
    /**
     * GET {reverseGeocodeUrl}?latitude&longitude: the country and subdivisions of a position, from
     * the brand's public maps service, within the browser lookup's 10 s. Sent without the back
     * end's credentials. Rejects when no `reverseGeocodeUrl` is configured.
     */
    reverseGeocode(position: { latitude: number; longitude: number }, options: CallOptions = {}) {
      const url = settings.reverseGeocodeUrl;
      if (url === undefined || url === "") {
        return Promise.reject(new Error("reverseGeocode needs createApiClient({ reverseGeocodeUrl })"));
      }
      return core.external({
        endpoint: "reverseGeocode",
        url,
        searchParams: { latitude: position.latitude, longitude: position.longitude },
        schema: reverseGeocodeResponseSchema,
        timeoutMs: GEOLOCATION_TIMEOUT_MS,
        ...options,
      });
    },
  };
}

/** The location calls of a client. */
export type LocationEndpoints = ReturnType<typeof locationEndpoints>;
