import type { Context, Hono } from "hono";
import { ASSETS_PATH } from "../assets/asset-paths.ts";
import { categoryIconSvg, hasCategoryIcon } from "../assets/category-icon.ts";
import { countryFlagSvg } from "../assets/country-flag.ts";
import { gameThumbnailSvg } from "../assets/game-thumbnail.ts";
import { placeholderSvg } from "../assets/placeholder.ts";
import { promotionBannerSvg } from "../assets/promotion-banner.ts";
import { providerLogoSvg } from "../assets/provider-logo.ts";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { SeedCategory } from "../seed/categories.ts";
import { CATALOG } from "../seed/seed-database.ts";
import type { ServerContext } from "../server-context.ts";
import { bonusesOf, countriesOf } from "../services/catalog.ts";
import { gameProvidersOf, gamesOf } from "../services/games.ts";

// The pictures are drawn from the catalogue, which changes only with a reseed, or read from an
// installed package (flags), which changes only with a deploy: a day's caching spares the lobby
// hundreds of requests, and `immutable` stops revalidation on reload.
const LONG_CACHE = "public, max-age=86400, stale-while-revalidate=604800, immutable";

function svg(c: Context<AppEnv>, markup: string, cacheControl = LONG_CACHE): Response {
  return c.body(markup, 200, { "content-type": "image/svg+xml; charset=utf-8", "cache-control": cacheControl });
}

/** The name of an `<name>.svg` path parameter, or a 404. */
function svgName(c: Context<AppEnv>): string {
  const file = c.req.param("file") ?? "";
  if (!file.endsWith(".svg")) throw new ApiFailure(404, "NOT_FOUND", `No asset ${c.req.path}`);
  return decodeURIComponent(file.slice(0, -".svg".length));
}

/** The catalogue's pictures: game tiles, provider logos, category icons, promotion banners, country flags, placeholders. */
export function registerAssetRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(`${ASSETS_PATH}/games/:file`, (c) => {
    const slug = svgName(c);
    const game = gamesOf(ctx).find((entry) => entry.slug === slug);
    if (!game) throw new ApiFailure(404, "GAME_NOT_FOUND", `No game with the slug "${slug}"`);
    return svg(c, gameThumbnailSvg(game));
  });

  app.get(`${ASSETS_PATH}/providers/:file`, (c) => {
    const slug = svgName(c);
    const provider = gameProvidersOf(ctx).find((entry) => entry.slug === slug);
    if (!provider) throw new ApiFailure(404, "NOT_FOUND", `No provider with the slug "${slug}"`);
    return svg(c, providerLogoSvg(provider));
  });

  app.get(`${ASSETS_PATH}/categories/:file`, (c) => {
    const slug = svgName(c);
    const category = ctx.store.catalog.get<SeedCategory[]>(CATALOG.categories).find((entry) => entry.slug === slug);
    if (!category || !hasCategoryIcon(slug)) throw new ApiFailure(404, "NOT_FOUND", `No category icon "${slug}"`);
    return svg(c, categoryIconSvg(slug, category.name.en ?? slug));
  });

  app.get(`${ASSETS_PATH}/promotions/:file`, (c) => {
    const id = svgName(c);
    const bonus = bonusesOf(ctx).find((entry) => String(entry.id) === id);
    if (!bonus) throw new ApiFailure(404, "NOT_FOUND", `No promotion ${id}`);
    return svg(c, promotionBannerSvg({ id: bonus.id, name: bonus.name, type: bonus.type }));
  });

  // Like the other pictures, only what the catalogue lists: a country's flag, never the package's
  // other files (its "unknown" `xx`, its regions); the code is found in the catalogue before a file is read.
  app.get(`${ASSETS_PATH}/flags/:file`, (c) => {
    const code = svgName(c).toUpperCase();
    const country = countriesOf(ctx).find((entry) => entry.code.toUpperCase() === code);
    const flag = country ? countryFlagSvg(country.code) : null;
    if (flag === null) throw new ApiFailure(404, "NOT_FOUND", `No flag for the country "${code}"`);
    return svg(c, flag);
  });

  // Anything else (a payment method's logo, ...): a labelled placeholder, cached briefly.
  app.get(`${ASSETS_PATH}/*`, (c) => {
    const name = decodeURIComponent(c.req.path.split("/").pop() ?? "asset").replace(/\.[a-z]+$/i, "");
    return svg(c, placeholderSvg(name), "public, max-age=3600");
  });
}
