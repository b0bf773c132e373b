// What each route of a Next.js build makes a browser download first, read from the build output alone
// (no server): the first-load JS chunks Next 16 lists in `.next/diagnostics/route-bundle-stats.json`
// and the stylesheets each page's client reference manifest names, every file gzipped at level 9 (as
// QUALITY.md "Speed and size" measures). Shared by the bundle budget check and the bench, and used on
// the bare Next.js page of `bench/bare-next` too, so both sides are counted the same way.
import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).byteLength);
  return gzipCache.get(file);
}

/** `/(lobby)/casino/[category]/page` → `/casino/[category]`: route groups leave no trace in the address. */
function routeOfEntry(entry) {
  const path = entry
    .replace(/\/page$/, "")
    .split("/")
    .filter((segment) => segment !== "" && !/^\(.*\)$/.test(segment))
    .join("/");
  return `/${path}`;
}

/**
 * The stylesheets of every page, by route: the files the page's layouts and the page itself load
 * (`entryCSSFiles` of `server/app/**\/page_client-reference-manifest.js`), inlined ones included.
 */
function cssByRoute(nextDir) {
  const byRoute = new Map();
  for (const file of globSync("server/app/**/page_client-reference-manifest.js", { cwd: nextDir })) {
    const sandbox = { self: {}, globalThis: {} };
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(join(nextDir, file), "utf8"), sandbox);
    for (const [entry, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
      const files = new Set();
      for (const [module, sheets] of Object.entries(manifest.entryCSSFiles ?? {})) {
        // The layouts above the page and the page; not-found and global-error load only when shown.
        if (!/\/(layout|page)$/.test(module)) continue;
        for (const sheet of sheets) files.add(sheet.path);
      }
      byRoute.set(routeOfEntry(entry), [...files]);
    }
  }
  return byRoute;
}

/**
 * First-load JS and CSS of each route of the Next.js app in `appDir` (built), gzip bytes.
 *
 * @returns {{ route: string, jsGzip: number, jsRaw: number, cssGzip: number, jsFiles: number, cssFiles: number }[]}
 */
export function routeSizes(appDir) {
  const nextDir = join(appDir, ".next");
  const stats = JSON.parse(readFileSync(join(nextDir, "diagnostics", "route-bundle-stats.json"), "utf8"));
  const css = cssByRoute(nextDir);
  return stats
    .filter((entry) => !entry.route.startsWith("/_"))
    .map((entry) => {
      const jsPaths = entry.firstLoadChunkPaths.map((path) => join(appDir, path));
      const cssPaths = (css.get(entry.route) ?? []).map((path) => join(nextDir, path));
      return {
        route: entry.route,
        jsGzip: jsPaths.reduce((sum, path) => sum + gzipBytes(path), 0),
        jsRaw: entry.firstLoadUncompressedJsBytes,
        cssGzip: cssPaths.reduce((sum, path) => sum + gzipBytes(path), 0),
        jsFiles: jsPaths.length,
        cssFiles: cssPaths.length,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The routes the build holds (`/casino/[category]` among them), for telling a missing page from a built one. */
export function builtRoutes(appDir) {
  const stats = JSON.parse(readFileSync(join(appDir, ".next", "diagnostics", "route-bundle-stats.json"), "utf8"));
  return stats.map((entry) => entry.route);
}
