import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { clientFor, startTestServer } from "../testing/test-server.ts";
import { timeLimit } from "@casino/vitest-config";

/** Whether the tags of an SVG document open and close in order (what a browser needs to draw it). */
function isWellFormed(markup: string): boolean {
  const open: string[] = [];
  for (const match of markup.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) open.push(name ?? "");
    else if (open.pop() !== name) return false;
  }
  return open.length === 0 && markup.startsWith("<svg") && !/&(?!amp;|lt;|gt;|quot;|apos;)/.test(markup);
}

async function image(server: RunningServer, path: string) {
  const response = await fetch(`${server.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

function viewBoxOf(markup: string): string | undefined {
  return /viewBox="([^"]+)"/.exec(markup)?.[1];
}

describe("catalogue images", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // 300 tiles drawn and parsed one after another: a few seconds alone, over the suite's 20 s when the
  // reruns at other hours share the machine with the browser lanes (docs/testing.md).
  it("draws every game's tile as a well-formed 3:4 SVG, cached for long", { timeout: timeLimit(90_000) }, async () => {
    const games = (await clientFor(server).games.list({ limit: 100 })).data.rows;
    for (const pageNo of [2, 3]) games.push(...(await clientFor(server).games.list({ limit: 100, pageNo })).data.rows);
    expect(games).toHaveLength(300);
    for (const game of games) {
      const tile = await image(server, game.thumbnailUrl ?? "");
      expect(tile.status, game.slug).toBe(200);
      expect(tile.type).toMatch(/^image\/svg\+xml/);
      expect(tile.cache).toMatch(/max-age=(\d{5,})/);
      expect(viewBoxOf(tile.body), game.slug).toBe("0 0 300 400");
      expect(isWellFormed(tile.body), game.slug).toBe(true);
    }
  });

  it("writes the game's name and provider on its tile, escaped", async () => {
    const tile = await image(server, "/api/core/casino/assets/games/frozen-yeti-hold-and-win.svg");
    expect(tile.body).toContain('aria-label="Frozen Yeti Hold &amp; Win by Fable &amp; Frost"');
    expect(tile.body).toContain(">FABLE &amp; FROST</text>");
    expect(tile.body).not.toContain("Hold & Win");
  });

  it("gives different games different pictures, and the same game the same one", async () => {
    const crown = await image(server, "/api/core/casino/assets/games/crystal-crown.svg");
    const again = await image(server, "/api/core/casino/assets/games/crystal-crown.svg");
    const roulette = await image(server, "/api/core/casino/assets/games/velvet-roulette.svg");
    expect(again.body).toBe(crown.body);
    expect(roulette.body).not.toBe(crown.body);
  });

  it("answers 404 for a game the catalogue does not know", async () => {
    expect((await image(server, "/api/core/casino/assets/games/no-such-game.svg")).status).toBe(404);
  });

  it("draws every provider's logo, 5:2", async () => {
    for (const provider of (await clientFor(server).games.providers()).data.rows) {
      const logo = await image(server, provider.logoUrl ?? "");
      expect(logo.status, provider.slug).toBe(200);
      expect(viewBoxOf(logo.body)).toBe("0 0 240 96");
      expect(isWellFormed(logo.body), provider.slug).toBe(true);
    }
  });

  it("draws every lobby category's icon", async () => {
    for (const category of (await clientFor(server).content.getCategoryList({ locale: "en" })).data.topCategoryList) {
      const icon = await image(server, category.icon ?? "");
      expect(icon.status, category.slug ?? "").toBe(200);
      expect(viewBoxOf(icon.body)).toBe("0 0 64 64");
      expect(isWellFormed(icon.body), category.slug ?? "").toBe(true);
    }
  });

  it("draws every promotion's banner, 3:1, and the promotions point at them", async () => {
    const { rows } = (await clientFor(server).bonus.getAllBonus({ limit: 50 })).data.bonus;
    expect(rows.length).toBeGreaterThan(5);
    for (const promotion of rows) {
      expect(promotion.banner?.bannerImage).toBe(`/api/core/casino/assets/promotions/${promotion.id}.svg`);
      const banner = await image(server, promotion.banner?.bannerImage ?? "");
      expect(banner.status).toBe(200);
      expect(viewBoxOf(banner.body)).toBe("0 0 1200 400");
      expect(isWellFormed(banner.body)).toBe(true);
    }
  });

  it("serves every country's flag as a 4:3 SVG from flag-icons, cached for long, and the countries point at them", async () => {
    const { rows } = (await clientFor(server).location.getCountries()).countries;
    expect(rows).toHaveLength(20);
    for (const country of rows) {
      expect(country.flag).toBe(`/api/core/casino/assets/flags/${country.code.toLowerCase()}.svg`);
      const flag = await image(server, country.flag ?? "");
      expect(flag.status, country.code).toBe(200);
      expect(flag.type).toMatch(/^image\/svg\+xml/);
      expect(flag.cache).toBe("public, max-age=86400, stale-while-revalidate=604800, immutable");
      expect(viewBoxOf(flag.body), country.code).toBe("0 0 640 480");
      expect(flag.body, country.code).toContain(`id="flag-icons-${country.code.toLowerCase()}"`);
    }
  });

  it("serves Malta's flag under its code in either case", async () => {
    const lower = await image(server, "/api/core/casino/assets/flags/mt.svg");
    const upper = await image(server, "/api/core/casino/assets/flags/MT.svg");
    expect(lower.status).toBe(200);
    expect(upper.body).toBe(lower.body);
  });

  it("answers 404 for a flag of no listed country, and for a name that is no country code", async () => {
    for (const name of ["xx1", "xx", "se", "gb-eng", "m", "%2e%2e%2fmt", "..%2F..%2Fpackage"]) {
      expect((await image(server, `/api/core/casino/assets/flags/${name}.svg`)).status, name).toBe(404);
    }
    expect((await image(server, "/api/core/casino/assets/flags/mt.png")).status).toBe(404);
  });

  it("still draws a labelled placeholder for any other asset", async () => {
    const placeholder = await image(server, "/api/core/casino/assets/payments/visa.svg");
    expect(placeholder).toMatchObject({ status: 200, type: expect.stringMatching(/^image\/svg\+xml/) });
    expect(placeholder.body).toContain(">visa</text>");
  });
});
