import { countryBlockedRequestSchema, DEFAULT_PATHS } from "@casino/api-client";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../http/app-env.ts";
import { optionalPlayer } from "../http/auth.ts";
import { readJson, readQuery } from "../http/read-body.ts";
import { CATALOG } from "../seed/seed-database.ts";
import type { ServerContext } from "../server-context.ts";
import { countriesOf, currenciesOf } from "../services/catalog.ts";
import { reverseGeocode } from "../services/reverse-geocode.ts";

/** The path of the reverse-geocoding stand-in (the site's `reverse lookup` URL points here by default). */
export const REVERSE_GEOCODE_PATH = "/geo/reverse";

const coordinate = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("required"),
    v.transform(Number),
    v.number("must be a number"),
    v.minValue(min),
    v.maxValue(max),
  );

const reverseGeocodeQuerySchema = v.looseObject({ latitude: coordinate(-90, 90), longitude: coordinate(-180, 180) });

/** Countries, currencies, visitor location, registration fields, blocked-country reports, reverse lookup. */
export function registerLocationRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.countries, (c) => {
    const countries = countriesOf(ctx);
    return c.json({ success: true, countries: { count: countries.length, rows: countries }, allCountries: countries });
  });

  app.get(DEFAULT_PATHS.currencies, (c) => c.json({ success: true, data: currenciesOf(ctx) }));

  app.get(DEFAULT_PATHS.location, (c) => {
    const { location } = ctx.visitor;
    const country = countriesOf(ctx).find((entry) => entry.code === location.countryCode);
    return c.json({
      success: true,
      data: {
        ip: location.ip,
        country: { code: location.countryCode, name: country?.name ?? location.countryCode },
        ipInfo: {
          subdivisions: location.subdivisions.map((code) => ({ isoCode: code })),
          latitude: location.latitude,
          longitude: location.longitude,
        },
      },
    });
  });

  app.get(DEFAULT_PATHS.registrationFields, (c) =>
    c.json({ success: true, data: ctx.store.catalog.get<Record<string, number>>(CATALOG.registrationFields) }),
  );

  const countryBlocked = async (c: Context<AppEnv>) => {
    const body = await readJson(c, countryBlockedRequestSchema);
    ctx.store.events.add(optionalPlayer(c, ctx)?.id ?? null, "COUNTRY_BLOCKED", body, ctx.clock.now().toISOString());
    return c.json({ success: true });
  };
  app.post(DEFAULT_PATHS.countryBlocked, countryBlocked);
  app.put(DEFAULT_PATHS.countryBlocked, countryBlocked);

  // Stand-in for the public reverse-geocoding service (`docs/features.md`, "Restricted countries"), answering in the two shapes such
  // services use: BigDataCloud-style top-level fields and Nominatim-style `address`.
  app.get(REVERSE_GEOCODE_PATH, (c) => {
    const query = readQuery(c, reverseGeocodeQuerySchema);
    const result = reverseGeocode(query.latitude, query.longitude);
    const name = countriesOf(ctx).find((entry) => entry.code === result.countryCode)?.name ?? result.countryCode;
    return c.json({
      latitude: query.latitude,
      longitude: query.longitude,
      countryCode: result.countryCode,
      countryName: name,
      principalSubdivisionCode: result.subdivisionCode,
      address: {
        country_code: result.countryCode.toLowerCase(),
        country: name,
        "ISO3166-2-lvl4": result.subdivisionCode,
      },
    });
  });
}
