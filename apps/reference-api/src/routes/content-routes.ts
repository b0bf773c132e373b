import { DEFAULT_PATHS } from "@casino/api-client";
import type { Hono } from "hono";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { SeedCategory } from "../seed/categories.ts";
import type { SeedScript } from "../seed/scripts.ts";
import { CATALOG } from "../seed/seed-database.ts";
import type { ServerContext } from "../server-context.ts";
import { settingsOf } from "../services/catalog.ts";
import { categoryGameCount, gamesOf } from "../services/games.ts";

/** Content texts, scripts, settings and the lobby categories (`docs/features.md`, "Locales and content texts"). */
export function registerContentRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  // `{locale}.json`: Hono reads the parameter up to the dot.
  app.get(DEFAULT_PATHS.locales.replace("{locale}.json", ":file{[A-Za-z-]+\\.json}"), (c) => {
    const locale = (c.req.param("file") ?? "").replace(/\.json$/, "");
    const texts = ctx.store.catalog.find<Record<string, unknown>>(CATALOG.texts(locale));
    if (!texts) throw new ApiFailure(404, "LOCALE_NOT_FOUND", `No content texts for locale "${locale}"`);
    return c.json(texts);
  });

  app.get(DEFAULT_PATHS.scripts, (c) => {
    // Anonymous scripts always; the flags add the authenticated and depositor sets (`docs/features.md`, "Marketing scripts").
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
    const games = gamesOf(ctx);
    const topCategoryList = ctx.store.catalog
      .get<SeedCategory[]>(CATALOG.categories)
      .map((category) => ({
        ...category,
        name: category.name[locale] ?? category.name.en ?? category.slug,
        gameCount: categoryGameCount(category, games),
      }));
    return c.json({ success: true, data: { topCategoryList } });
  });
}
