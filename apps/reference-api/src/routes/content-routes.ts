import { DEFAULT_PATHS } from "@casino/api-client";
import type { Hono } from "hono";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { SeedCategory } from "../seed/categories.ts";
import type { SeedScript } from "../seed/scripts.ts";
import { CATALOG } from "../seed/seed-database.ts";
import type { ServerContext } from "../server-context.ts";
import { settingsOf } from "../services/catalog.ts";

/** Content texts, scripts, settings, categories and assets (spec 000 §7, 001 §7). */
export function registerContentRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  // `{locale}.json`: Hono reads the parameter up to the dot.
  app.get(DEFAULT_PATHS.locales.replace("{locale}.json", ":file{[A-Za-z-]+\\.json}"), (c) => {
    const locale = (c.req.param("file") ?? "").replace(/\.json$/, "");
    const texts = ctx.store.catalog.find<Record<string, string>>(CATALOG.texts(locale));
    if (!texts) throw new ApiFailure(404, "LOCALE_NOT_FOUND", `No content texts for locale "${locale}"`);
    return c.json(texts);
  });

  app.get(DEFAULT_PATHS.scripts, (c) => {
    // Anonymous scripts always; the flags add the authenticated and depositor sets (000 §6).
    const authenticated = c.req.query("enableAuthUsers") === "true";
    const depositor = c.req.query("enableDepositors") === "true";
    const scripts = ctx.store.catalog
      .get<SeedScript[]>(CATALOG.scripts)
      .filter(
        (script) =>
          script.segment === "anonymous" ||
          (script.segment === "authenticated" && authenticated) ||
          (script.segment === "depositor" && depositor),
      );
    return c.json({ success: true, data: scripts });
  });

  app.get(DEFAULT_PATHS.settings, (c) => c.json({ success: true, data: settingsOf(ctx) }));

  app.get(DEFAULT_PATHS.categoryList, (c) => {
    const locale = c.req.query("locale") ?? "en";
    const topCategoryList = ctx.store.catalog
      .get<SeedCategory[]>(CATALOG.categories)
      .map((category) => ({ ...category, name: category.name[locale] ?? category.name.en ?? category.slug }));
    return c.json({ success: true, data: { topCategoryList } });
  });

  // Assets (001 §7: served under /api/core/casino/assets/): a labelled placeholder image for any name.
  app.get("/api/core/casino/assets/*", (c) => {
    const name = decodeURIComponent(c.req.path.split("/").pop() ?? "asset").replace(/\.[a-z]+$/i, "");
    const label = name.replace(/[^\w -]/g, "").slice(0, 24);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#1f2a44"/><text x="160" y="96" font-family="sans-serif" font-size="20" fill="#f5c542" text-anchor="middle">${label}</text></svg>`;
    return c.body(svg, 200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" });
  });
}
