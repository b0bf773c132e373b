import { globSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { DEFAULT_PAGE_URLS, MENU_ROUTES, resolvePageUrl, type PageKey } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENTS } from "@casino/features";
import { routeRequest } from "./route-request";

const app = join(import.meta.dirname, "../../../app");

/** The static routes the app has a page file for, route groups left out (`(lobby)/casino` is `/casino`). */
const PAGE_ROUTES = new Set(
  globSync("**/page.tsx", { cwd: app }).map(
    (file) =>
      `/${dirname(file)
        .split(sep)
        .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment))
        .join("/")}`,
  ),
);

/** Menu routes `/casino/[category]` serves: the reference back end has these categories (docs/features.md, "Lobby and games"). */
const CATEGORY_ROUTES = new Set(["/casino/slots", "/casino/live-casino"]);

function hasPage(route: string): boolean {
  return PAGE_ROUTES.has(route) || CATEGORY_ROUTES.has(route);
}

describe("the site's pages", () => {
  it("serve every menu route of the static data, so no menu link is a 404", () => {
    const routed = (path: string) => hasPage(path) || LEGAL_DOCUMENTS.some((entry) => `/${entry.slug}` === path);
    expect(MENU_ROUTES.map((entry) => entry.path).filter((path) => !routed(path))).toEqual([]);
  });

  it("serve each page of the page URL table, in either navigation system", () => {
    for (const navigationSystem of ["basic", "panel"]) {
      const settings = { navigationSystem };
      const lacking = (Object.keys(DEFAULT_PAGE_URLS) as PageKey[]).filter((page) => {
        // Where a link to the page goes, and what the site then renders there.
        const decision = routeRequest(resolvePageUrl(page, settings), settings);
        return decision.kind !== "render" || !PAGE_ROUTES.has(decision.pathname);
      });
      expect(lacking, navigationSystem).toEqual([]);
    }
  });
});
