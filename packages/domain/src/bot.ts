import { isbot } from "isbot";

/**
 * Whether a user agent is a crawler, preview fetcher or headless browser, by the maintained
 * `isbot` pattern list. Bots skip the restriction overlay and script loading.
 * A missing user agent is not treated as a bot, so real visitors behind privacy tools still
 * see the overlay.
 *
 * @example isBot("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)") // true
 * @example isBot(undefined) // false
 */
export function isBot(userAgent: string | null | undefined): boolean {
  if (userAgent == null || userAgent.trim() === "") return false;
  return isbot(userAgent);
}
