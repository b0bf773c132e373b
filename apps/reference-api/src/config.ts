import { fileURLToPath } from "node:url";

/** Where the visitor is, as `get-location` answers it (changeable at run time through the control endpoints). */
export interface VisitorLocation {
  countryCode: string;
  subdivisions: string[];
  ip: string;
  latitude: number;
  longitude: number;
}

/** Everything the reference API reads from its environment. */
export interface ReferenceApiConfig {
  /** TCP port; 0 picks a free one (tests). */
  port: number;
  /** The interface to listen on: the loopback one unless a deployment opens it on purpose. */
  host: string;
  /** SQLite file path, or `:memory:`. */
  databasePath: string;
  /** Whether `/__control/*` answers (development and tests only). */
  controlEnabled: boolean;
  /**
   * The token every control call must carry in `X-Control-Token`; none means the server makes one
   * up at start and prints it (when control is on).
   */
  controlToken: string | undefined;
  /** Origins allowed by CORS (the site's origin). */
  corsOrigins: string[];
  /** Origins a deposit's `returnUrl` may send the player back to (the CORS origins unless set). */
  returnOrigins: string[];
  /** The brand's system token (`X-System-Access-Token`), which may read any player's data by `?user=`; none: no system access. */
  systemToken: string | undefined;
  /**
   * Whether the last `X-Forwarded-For` address (the one the proxy in front wrote) is the client's;
   * only behind a proxy that writes it and that nobody can get around.
   */
  trustProxy: boolean;
  /**
   * The secret the site signs the visitor's address with (`REFERENCE_API_FORWARDING_SECRET`, the
   * site's `CASINO_FORWARDING_SECRET`): a signed `X-Forwarded-For` is the client's; none: never.
   */
  forwardingSecret: string | undefined;
  /** scrypt's cost as a power of two (N = 2^cost): 17 or more for stored passwords, lower only on a test server. */
  passwordHashCost: number;
  /** Milliseconds between demo bets on the realtime socket; 0 turns the ticker off. */
  tickerIntervalMs: number;
  /** The visitor location `get-location` answers until the control endpoint changes it. */
  visitorLocation: VisitorLocation;
  /** The instant the server's clock starts at (and returns to on reset); none means the real time. */
  clockStart: Date | undefined;
}

/** The default database file: `apps/reference-api/data/reference-api.sqlite` from `src/` and `dist/` alike. */
export const DEFAULT_DATABASE_PATH = fileURLToPath(new URL("../data/reference-api.sqlite", import.meta.url));

/** The site's default origin (`casino-web` on its default port). */
export const DEFAULT_CORS_ORIGIN = "http://localhost:3000";

/** Where the server listens unless `HOST` says otherwise: this machine only. */
export const DEFAULT_HOST = "127.0.0.1";

/** scrypt's cost for passwords: N = 2^17, the OWASP minimum for scrypt with r = 8, p = 1. */
export const PASSWORD_HASH_COST = 17;

/** The lowest cost a stored hash may have (see `parse` in players/password.ts). */
const LOWEST_PASSWORD_HASH_COST = 10;

/**
 * `REFERENCE_API_PASSWORD_HASH_COST`: 17 or more anywhere; lower only with the control endpoints on,
 * i.e. a throwaway server of the browser tests, which sign players in hundreds of times and spent
 * much of the test command's time in scrypt (docs/testing.md). Never lower for stored passwords.
 */
function readPasswordHashCost(value: string | undefined, controlEnabled: boolean): number {
  const cost = readInteger(value, PASSWORD_HASH_COST, "REFERENCE_API_PASSWORD_HASH_COST");
  if (cost > 22) throw new Error(`REFERENCE_API_PASSWORD_HASH_COST takes 22 at most, got ${cost}`);
  if (cost < PASSWORD_HASH_COST && !(controlEnabled && cost >= LOWEST_PASSWORD_HASH_COST))
    throw new Error(
      `REFERENCE_API_PASSWORD_HASH_COST below ${PASSWORD_HASH_COST} (down to ${LOWEST_PASSWORD_HASH_COST}) is for test servers only, with REFERENCE_API_CONTROL=1; got ${cost}`,
    );
  return cost;
}

/** A visitor in Malta: a country the demo settings do not restrict. */
export const DEFAULT_VISITOR_LOCATION: VisitorLocation = {
  countryCode: "MT",
  subdivisions: [],
  ip: "203.0.113.10",
  latitude: 35.8989,
  longitude: 14.5146,
};

function readInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number of 0 or more, got "${value}"`);
  return parsed;
}

// An instant names its offset (`Z` or `+01:00`): without one, the same text means another
// instant in every time zone the server might run in.
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function readInstant(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const instant = new Date(value.trim());
  if (!INSTANT_PATTERN.test(value.trim()) || Number.isNaN(instant.getTime()))
    throw new Error(`${name} must be an ISO instant with its offset, such as 2026-11-30T03:30:00Z, got "${value}"`);
  return instant;
}

function readOrigins(value: string, name: string): string[] {
  const origins = value
    .split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin.replace(/\/+$/, ""))
      throw new Error(`${name} takes origins such as https://brand.example, got "${origin}"`);
  }
  return origins.map((origin) => new URL(origin).origin);
}

function readSecret(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the configuration from environment variables (documented in the README). */
export function readConfig(env: Record<string, string | undefined>): ReferenceApiConfig {
  const subdivisions = env.REFERENCE_API_SUBDIVISIONS;
  const corsOrigins = readOrigins(env.REFERENCE_API_CORS_ORIGIN ?? DEFAULT_CORS_ORIGIN, "REFERENCE_API_CORS_ORIGIN");
  const controlEnabled = env.REFERENCE_API_CONTROL === "1";
  return {
    port: readInteger(env.PORT, 4000, "PORT"),
    host: env.HOST?.trim() || DEFAULT_HOST,
    databasePath: env.REFERENCE_API_DB?.trim() || DEFAULT_DATABASE_PATH,
    controlEnabled,
    controlToken: readSecret(env.REFERENCE_API_CONTROL_TOKEN),
    corsOrigins,
    returnOrigins: env.REFERENCE_API_RETURN_ORIGINS?.trim()
      ? readOrigins(env.REFERENCE_API_RETURN_ORIGINS, "REFERENCE_API_RETURN_ORIGINS")
      : corsOrigins,
    systemToken: readSecret(env.REFERENCE_API_SYSTEM_TOKEN),
    trustProxy: env.REFERENCE_API_TRUST_PROXY === "1",
    forwardingSecret: readSecret(env.REFERENCE_API_FORWARDING_SECRET),
    passwordHashCost: readPasswordHashCost(env.REFERENCE_API_PASSWORD_HASH_COST, controlEnabled),
    tickerIntervalMs: readInteger(env.REFERENCE_API_TICKER_MS, 5000, "REFERENCE_API_TICKER_MS"),
    visitorLocation: {
      ...DEFAULT_VISITOR_LOCATION,
      countryCode: env.REFERENCE_API_COUNTRY?.trim().toUpperCase() || DEFAULT_VISITOR_LOCATION.countryCode,
      ip: env.REFERENCE_API_IP?.trim() || DEFAULT_VISITOR_LOCATION.ip,
      subdivisions: subdivisions ? subdivisions.split(",").map((code) => code.trim().toUpperCase()) : [],
    },
    clockStart: readInstant(env.REFERENCE_API_CLOCK_START, "REFERENCE_API_CLOCK_START"),
  };
}
