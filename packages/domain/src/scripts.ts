import { isCashierPage, isPlayPage } from "./navigation";

/** Which marketing and analytics script set a visitor gets. */
export type VisitorSegment = "anonymous" | "authenticated" | "depositor";

/** A script entry from GET /api/core/casino/scripts. */
export interface ScriptEntry {
  key: string;
  name?: string | null;
  head?: string | null;
  bodyStart?: string | null;
  bodyEnd?: string | null;
}

/**
 * A visitor's segment: anonymous when not signed in; signed-in players are
 * depositors when `depositCount` is above 0, otherwise authenticated.
 *
 * @example visitorSegment({ authenticated: true, depositCount: 2 }) // "depositor"
 */
export function visitorSegment(visitor: { authenticated: boolean; depositCount?: number | null }): VisitorSegment {
  if (!visitor.authenticated) return "anonymous";
  return (visitor.depositCount ?? 0) > 0 ? "depositor" : "authenticated";
}

/**
 * The flags of the scripts call for a segment: anonymous visitors get the base
 * set (both false), authenticated players add `enableAuthUsers`, depositors add `enableDepositors`
 * too. Values are strings, ready for `URLSearchParams`.
 *
 * @example scriptsQuery("depositor") // { enableAuthUsers: "true", enableDepositors: "true" }
 */
export function scriptsQuery(segment: VisitorSegment): { enableAuthUsers: string; enableDepositors: string } {
  return { enableAuthUsers: String(segment !== "anonymous"), enableDepositors: String(segment === "depositor") };
}

/**
 * Whether external scripts load on a page: never for bots, never on `/play/` pages,
 * never on the cashier pages (deposit, withdraw, as resolved with the server's
 * overrides), where PCI DSS 6.4.3 wants every script authorised.
 *
 * @example shouldLoadExternalScripts({ pathname: "/casino", bot: false }) // true
 * @example shouldLoadExternalScripts({ pathname: "/deposit", bot: false }) // false
 */
export function shouldLoadExternalScripts(input: {
  pathname: string;
  bot: boolean;
  pageUrlOverrides?: Record<string, string>;
  navigationSystem?: string;
}): boolean {
  if (input.bot || isPlayPage(input.pathname)) return false;
  const options: { overrides?: Record<string, string>; navigationSystem?: string } = {};
  if (input.pageUrlOverrides !== undefined) options.overrides = input.pageUrlOverrides;
  if (input.navigationSystem !== undefined) options.navigationSystem = input.navigationSystem;
  return !isCashierPage(input.pathname, options);
}
