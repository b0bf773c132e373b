/**
 * The routes of the page URL table and of the menu's static data that this site does not have as
 * a page yet (see docs/features.md, "Shell and navigation"). Each shows the shared "not available
 * in this brand" page, named by its text key, so no link of ours leads to a 404. When a feature
 * brings the real page, delete its line (a unit test fails while a listed route also has a page).
 */
export const NOT_AVAILABLE_PAGES: Readonly<Record<string, string>> = {
  // The menu routes of the static data.
  "/profile2/my-profile": "page.my.profile",
  "/profile2/my-bonuses": "page.my.bonuses",
};

/** Where the site keeps the shared page; the rest of the address names the route it stands for. */
export const NOT_AVAILABLE_ROUTE = "/not-available";

/**
 * The text key naming a route that shows the "not available" page, or `null` when the site has
 * that page (or nothing at all there).
 *
 * @example notAvailablePageName("/profile2/my-bonuses") // "page.my.bonuses"
 */
export function notAvailablePageName(route: string): string | null {
  return Object.hasOwn(NOT_AVAILABLE_PAGES, route) ? (NOT_AVAILABLE_PAGES[route] ?? null) : null;
}
