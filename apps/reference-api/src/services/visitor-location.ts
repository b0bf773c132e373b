import { isRestrictedLocation } from "@casino/domain";
import type { ServerContext } from "../server-context.ts";
import { settingsOf } from "./catalog.ts";

/** Whether the visitor's location (what `get-location` answers) is one the brand's settings restrict. */
export function isVisitorRestricted(ctx: ServerContext): boolean {
  const { location } = ctx.visitor;
  const settings = settingsOf(ctx);
  return isRestrictedLocation({
    countryCode: location.countryCode,
    subdivisions: location.subdivisions,
    ip: location.ip,
    excludedCountryCodes: settings.excludedCountryCodeList,
    whitelistedIps: settings.whitelistedIPs,
  });
}
