// `npm run bench` (root) → `pnpm --filter casino-web bench`: the site measured beside a bare Next.js
// App Router page built with the same versions in the same run (QUALITY.md "Speed and size"), printed
// as Markdown tables and written to bench/results/<date>.json. A benchmark, not a test: it prints
// figures and fails nothing (it stops only when it cannot measure at all).
//
// The site runs as docs/deployment.md deploys it: two instances of the standalone server behind
// nginx with the committed deploy/nginx.conf (only its ports changed), which keeps the guest pages.
//
// - the pages: every page a player reaches from the menus (the header, the account and cashier
//   menus, the phone drawer, the footer), read from the site's own `/` as a guest and as the demo
//   depositor (menuRoutes below), each measured as a guest and signed in;
// - first-load JS and CSS per route, gzip-9, from both builds (scripts/route-sizes.mjs, the figures the
//   bundle budget of `npm test` guards);
// - Lighthouse mobile (lighthouse.mjs) through nginx, three rounds over every page, the bare pages
//   first in each round: each page's three runs are spread over the whole measurement, so a burst of
//   load on this shared machine falls on both sides alike; the median of the three is printed;
// - server rendering under a fixed load from a second process (load.mjs: autocannon), our addresses
//   right after the bare ones: `/` uncached (one instance, no nginx) beside the bare dynamic page, and
//   the guest `/` and `/casino` through nginx's cache beside the bare static page, with the ratios
//   QUALITY.md sets bars on (50 % and 25 %) printed under the table;
// - what a single import of @casino/domain and of one @casino/ui component costs a consumer.
//
// Needs the production builds (the turbo `bench` task depends on `build`) and nginx on the PATH
// (Debian: `apt-get install nginx`); the bare page is built here when its build is missing or older
// than its sources. `node bench/run.mjs /deposit /casino` measures chosen routes instead of the menus';
// BENCH_RUNS (3), BENCH_CONNECTIONS (10) and BENCH_SECONDS (10) set the runs. Ports: BENCH_WEB_PORT
// (3300; the second instance is the next port but one, nginx the one after), BENCH_API_PORT (4300),
// BENCH_BARE_PORT (3301), BENCH_CHROME_PORT (9300), BENCH_NGINX_PORT.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { builtRoutes, routeSizes } from "../scripts/route-sizes.mjs";
import { demoPlayerToken } from "./demo-player.mjs";
import { median } from "./median.mjs";
import { lighthouseRun, openChrome, waitFor } from "./lighthouse.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Chosen routes (arguments), else every page of the menus (menuRoutes below). */
const CHOSEN = process.argv.slice(2);
const DOMAIN_IMPORTS = ["formatMoney", "nextCashbackReset"];
const UI_IMPORTS = ["Button"];

const port = (name, fallback) => Number(process.env[name] ?? fallback);
const WEB_PORT = port("BENCH_WEB_PORT", 3300);
const API_PORT = port("BENCH_API_PORT", 4300);
const BARE_PORT = port("BENCH_BARE_PORT", 3301);
const CHROME_PORT = port("BENCH_CHROME_PORT", 9300);
const SECOND_WEB_PORT = port("BENCH_SECOND_WEB_PORT", WEB_PORT + 2);
const NGINX_PORT = port("BENCH_NGINX_PORT", WEB_PORT + 3);
const BARE_APP = "bench/bare-next";
const started = Date.now();
const log = (message) => console.error(`[bench ${Math.round((Date.now() - started) / 1000)} s] ${message}`);

// The bare page: rebuilt when a source is newer than its build (a route added to it, a config change).
const bareBuild = join(BARE_APP, ".next", "BUILD_ID");
const bareSources = globSync(`${BARE_APP}/{app/**/*,next.config.mjs}`).filter((file) => statSync(file).isFile());
if (!existsSync(bareBuild) || bareSources.some((file) => statSync(file).mtimeMs > statSync(bareBuild).mtimeMs)) {
  log("building the bare Next.js page");
  const build = spawnSync("next", ["build", BARE_APP], { stdio: "ignore" });
  if (build.status !== 0) throw new Error("the bare Next.js page did not build");
}

log("sizes from the builds");
const bareSizes = new Map(routeSizes(BARE_APP).map((entry) => [entry.route, entry]));
const ourSizes = new Map(routeSizes(".").map((entry) => [entry.route, entry]));
const ourRoutes = new Set(builtRoutes("."));

function importSizes(pkg, names) {
  const run = spawnSync("pnpm", ["--filter", pkg, "exec", "node", "scripts/size.mjs", "--json", ...names], {
    encoding: "utf8",
  });
  const line = run.stdout.trim().split("\n").pop() ?? "";
  return line.startsWith("[") ? JSON.parse(line) : [];
}
const imports = [
  ...importSizes("@casino/domain", DOMAIN_IMPORTS).map((row) => ({
    label: `import { ${row.name} } from "@casino/domain"`,
    js: row.gzipBytes,
    css: 0,
  })),
  ...importSizes("@casino/ui", UI_IMPORTS).map((row) => ({
    label: `import { ${row.name} } from "@casino/ui/${row.name}"`,
    js: row.js,
    css: row.css,
  })),
];

log("starting the reference API, two site instances behind nginx and the bare page");
// deploy/nginx.conf as committed, with this run's ports and a directory of its own for the cache.
const nginxPrefix = mkdtempSync(join(tmpdir(), "bench-nginx-"));
for (const dir of ["logs", "temp", "cache"]) mkdirSync(join(nginxPrefix, dir));
writeFileSync(
  join(nginxPrefix, "nginx.conf"),
  readFileSync("deploy/nginx.conf", "utf8")
    .replace("listen 8080;", `listen ${NGINX_PORT};`)
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${WEB_PORT};`)
    .replace("server 127.0.0.1:3001;", `server 127.0.0.1:${SECOND_WEB_PORT};`),
);
const siteEnv = {
  ...process.env,
  CASINO_API_URL: `http://localhost:${API_PORT}`,
  // nginx is the proxy in front: the visitor's address is the entry it writes.
  CASINO_TRUSTED_PROXIES: "127.0.0.1,::1,::ffff:127.0.0.1",
};
const servers = [
  spawn("node", ["dist/main.js"], {
    cwd: "../reference-api",
    env: { ...process.env, PORT: String(API_PORT), REFERENCE_API_DB: ":memory:", REFERENCE_API_TICKER_MS: "0" },
    stdio: "ignore",
  }),
  ...[WEB_PORT, SECOND_WEB_PORT].map((webPort) =>
    spawn("node", [".next/standalone/apps/casino-web/serve.mjs"], {
      env: { ...siteEnv, PORT: String(webPort) },
      stdio: "ignore",
    }),
  ),
  spawn(
    "nginx",
    [
      "-p",
      nginxPrefix,
      "-c",
      join(nginxPrefix, "nginx.conf"),
      // Run as whoever runs the bench (the master drops to `nobody` when that is root).
      "-g",
      `daemon off;${process.getuid?.() === 0 ? " user root;" : ""}`,
    ],
    { stdio: "ignore" },
  ),
  spawn("next", ["start", BARE_APP, "--port", String(BARE_PORT)], { stdio: "ignore" }),
];
let chrome;
const stop = () => {
  chrome?.close();
  for (const server of servers) server.kill("SIGTERM");
  rmSync(nginxPrefix, { recursive: true, force: true });
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

const apiUrl = `http://localhost:${API_PORT}`;
/** One instance, straight: uncached server rendering. */
const instanceUrl = `http://localhost:${WEB_PORT}`;
/** The deployment: nginx in front of both instances. */
const webUrl = `http://localhost:${NGINX_PORT}`;
const bareUrl = `http://localhost:${BARE_PORT}`;
await Promise.all([
  waitFor(`${apiUrl}/health`),
  waitFor(`${instanceUrl}/`),
  waitFor(`http://localhost:${SECOND_WEB_PORT}/`),
  waitFor(`${webUrl}/`),
  waitFor(`${bareUrl}/`),
]);

const cookie = `accessToken=${await demoPlayerToken(apiUrl)}`;

/** `/casino/hot` → `/casino/[category]`: the build's route of an address (a fixed route before a dynamic one). */
function routeOf(pathname) {
  const matches = [...ourRoutes].filter((route) =>
    new RegExp(`^${route.replace(/\[\.\.\.[^\]]+\]/g, ".+").replace(/\[[^\]]+\]/g, "[^/]+")}$`).test(pathname),
  );
  return matches.sort((a, b) => (a.match(/\[/g)?.length ?? 0) - (b.match(/\[/g)?.length ?? 0))[0];
}

/**
 * Every page a player reaches from the menus: the links `/` draws for a guest and for the player,
 * in its HTML and in the menu items its payload carries for the menus drawn once opened (the header's
 * navigation, the account and cashier menus, the phone drawer and the footer:
 * src/features/shell/navigation.ts, src/features/account/account-menu.ts,
 * src/features/cashier/cashier-menu.ts). Game pages, query-string modals and the other locales'
 * copies of the same pages are left out; the first lobby category stands for all of them. Each
 * address is followed to where it lands (a moved page counts once).
 */
async function menuRoutes() {
  const found = new Set(["/"]);
  for (const headers of [{}, { Cookie: cookie }]) {
    const html = await (await fetch(`${instanceUrl}/`, { headers })).text();
    for (const [, href] of [...html.matchAll(/href="(\/[^"]*)"/g), ...html.matchAll(/\\"href\\":\\"(\/[^"\\]*)\\"/g)]) {
      if (/[?#]|^\/_next\/|^\/icon|^\/(casino\/games|play)\//.test(href)) continue;
      if (/^\/[a-z]{2}(-[A-Z]{2})?(\/|$)/.test(href)) continue;
      found.add(href);
    }
  }
  const firstCategory = [...found].find((path) => routeOf(path) === "/casino/[category]");
  const landed = new Set();
  for (const path of found) {
    if (routeOf(path) === "/casino/[category]" && path !== firstCategory) continue;
    const response = await fetch(`${instanceUrl}${path}`, { headers: { Cookie: cookie } });
    landed.add(new URL(response.url).pathname);
  }
  return [...landed].sort();
}

const routes = CHOSEN.length > 0 ? CHOSEN : await menuRoutes();
log(`pages: ${routes.join(" ")}`);

// A page is "not built yet" when the build has no such route (the site answers it with its
// "not available here" page) or when it answers 404.
const pages = [
  { label: "bare Next.js page, static", url: `${bareUrl}/`, sizes: bareSizes.get("/") },
  { label: "bare Next.js page, dynamic", url: `${bareUrl}/dynamic`, sizes: bareSizes.get("/dynamic") },
];
for (const route of routes) {
  const status = (await fetch(`${instanceUrl}${route}`)).status;
  const built = routeOf(route) !== undefined && status !== 404;
  for (const player of [false, true]) {
    pages.push({
      label: `\`${route}\` ${player ? "player" : "guest"}`,
      url: `${webUrl}${route}`,
      ...(player ? { headers: { Cookie: cookie } } : {}),
      sizes: ourSizes.get(routeOf(route) ?? route),
      built,
      route,
      player,
    });
  }
}
const measured = pages.filter((page) => page.built !== false);

chrome = await openChrome(CHROME_PORT);
// One unrecorded load of each address first, so no run pays for the server's first render of a route
// (loading its modules), which a visitor of a running site never meets.
for (const page of measured) await fetch(page.url, { headers: page.headers });
// And one unrecorded Lighthouse run: a fresh browser's first run is slower than every later one.
await lighthouseRun(CHROME_PORT, pages[0].url);
for (let round = 1; round <= RUNS; round += 1) {
  for (const page of measured) {
    log(`Lighthouse round ${round}/${RUNS}: ${page.label}`);
    // A run Lighthouse itself gives up on (a trace it could not record, NO_NAVSTART on a busy
    // machine) is run once more; a second failure leaves the page one run short, which the JSON says.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        (page.runs ??= []).push(await lighthouseRun(CHROME_PORT, page.url, page.headers));
        break;
      } catch (error) {
        log(`  attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
chrome.close();
chrome = undefined;

function load(url, headerCookie) {
  return new Promise((resolve) => {
    const child = spawn("node", ["bench/load.mjs", url, ...(headerCookie ? [headerCookie] : [])], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("close", () => {
      const line = output.trim().split("\n").pop() ?? "";
      resolve(line.startsWith("{") ? JSON.parse(line) : null);
    });
  });
}
/** Server rendering under load: uncached (one instance, straight) and through nginx's cache. */
const loads = [
  { label: "bare Next.js page, static", url: `${bareUrl}/` },
  { label: "bare Next.js page, dynamic", url: `${bareUrl}/dynamic` },
  { label: "`/` guest, uncached (one instance)", url: `${instanceUrl}/` },
  { label: "`/` player, uncached (one instance)", url: `${instanceUrl}/`, cookie },
  { label: "`/casino` guest, uncached (one instance)", url: `${instanceUrl}/casino` },
  { label: "`/` guest through nginx's cache", url: `${webUrl}/` },
  { label: "`/casino` guest through nginx's cache", url: `${webUrl}/casino` },
];
for (const entry of loads) {
  log(`load: ${entry.label}`);
  entry.result = await load(entry.url, entry.cookie);
}
stop();

/** The middle run, or the mean of the middle two when a failed run left an even count. */
const rows = pages.map((page) => {
  const pick = (key) => (page.runs?.length ? median(page.runs.map((run) => run[key])) : null);
  return {
    page: page.label,
    built: page.built !== false,
    lighthouseRuns: page.runs?.length ?? 0,
    performance: pick("perf"),
    accessibility: pick("a11y"),
    bestPractices: pick("best"),
    lcpMs: pick("lcp"),
    observedLcpMs: pick("observedLcp"),
    arrivedByLcpKb: pick("arrivedKb"),
    tbtMs: pick("tbt"),
    cls: pick("cls"),
    jsTransferredKb: pick("jsKb"),
    lcpElements: [...new Set((page.runs ?? []).map((run) => run.lcpElement).filter(Boolean))],
    firstLoadJsGzipKb: page.sizes ? page.sizes.jsGzip / 1024 : null,
    cssGzipKb: page.sizes ? page.sizes.cssGzip / 1024 : null,
  };
});

const nextVersion = spawnSync("next", ["--version"], { encoding: "utf8" }).stdout.match(/\d[\d.]*/)?.[0] ?? "?";
const chromium =
  spawnSync(process.env.CHROME_PATH ?? "/usr/bin/chromium", ["--version"], { encoding: "utf8" }).stdout.match(
    /^\S+ [\d.]+/,
  )?.[0] ?? "Chromium";
const machine = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB, ${process.platform}`;
const date = new Date().toISOString();
const minutes = (Date.now() - started) / 60_000;

const dash = "—";
const fixed = (value, digits) => (value === null ? dash : value.toFixed(digits));
const table = [
  "| page | perf | a11y | best pr. | LCP s | TBT ms | CLS | JS transferred KB | first-load JS KB gzip | CSS KB gzip | observed LCP ms | KB arrived by it |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map((row) =>
    row.built
      ? `| ${row.page} | ${fixed(row.performance, 0)} | ${fixed(row.accessibility, 0)} | ${fixed(row.bestPractices, 0)} | ${fixed(row.lcpMs === null ? null : row.lcpMs / 1000, 2)} | ${fixed(row.tbtMs, 0)} | ${fixed(row.cls, 3)} | ${fixed(row.jsTransferredKb, 1)} | ${fixed(row.firstLoadJsGzipKb, 1)} | ${fixed(row.cssGzipKb, 1)} | ${fixed(row.observedLcpMs, 0)} | ${fixed(row.arrivedByLcpKb, 1)} |`
      : `| ${row.page} | not built yet | | | | | | | | | | |`,
  ),
  ...imports.map(
    (entry) =>
      `| \`${entry.label}\` | | | | | | | | ${(entry.js / 1024).toFixed(2)} | ${entry.css ? (entry.css / 1024).toFixed(2) : dash} | | |`,
  ),
];
const loadRows = loads.map((entry) => ({
  address: entry.label,
  requestsPerSecond: entry.result?.requestsPerSecond ?? null,
  p95Ms: entry.result?.p95Ms ?? null,
  load: entry.result ?? null,
}));
const rate = (label) => loadRows.find((row) => row.address.startsWith(label))?.requestsPerSecond ?? null;
const share = (ours, bare) => (ours === null || bare === null || bare === 0 ? null : (100 * ours) / bare);
const loadTable = [
  "| server rendering under load | req/s | p95 ms | non-2xx | errors |",
  "| --- | ---: | ---: | ---: | ---: |",
  ...loadRows.map(
    (row) =>
      `| ${row.address} | ${fixed(row.requestsPerSecond, 1)} | ${fixed(row.p95Ms, 0)} | ${row.load?.non2xx ?? dash} | ${row.load?.errors ?? dash} |`,
  ),
];
const bareStatic = rate("bare Next.js page, static");
const bareDynamic = rate("bare Next.js page, dynamic");
const bars = [
  ["`/` guest through nginx's cache", bareStatic, "of the bare static page's (bar: 50 %)"],
  ["`/casino` guest through nginx's cache", bareStatic, "of the bare static page's (bar: 50 %)"],
  ["`/` guest, uncached", bareDynamic, "of the bare dynamic page's (bar: 25 %)"],
].map(([label, bare, words]) => `- ${label}: ${fixed(share(rate(label), bare), 0)} % ${words}`);
const loadNote = loadRows.find((row) => row.load)?.load;
console.info(
  `\nBench of ${date.slice(0, 10)} on ${machine}; Next ${nextVersion}, ${chromium}, Node ${process.versions.node}.`,
);
console.info(
  `Lighthouse ${RUNS} runs per page (mobile profile, median, rounds interleaved with the bare page); server rendering: ${loadNote?.connections ?? "?"} connections for ${loadNote?.seconds ?? "?"} s per address (autocannon); sizes gzip-9 from the builds; the import rows bundle one name with esbuild.\n`,
);
console.info(table.join("\n"));
console.info(`\n${loadTable.join("\n")}\n\n${bars.join("\n")}`);
console.info(`\nTook ${minutes.toFixed(1)} min.`);

mkdirSync("bench/results", { recursive: true });
const file = `bench/results/${date.slice(0, 10)}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ date, machine, next: nextVersion, chromium, node: process.versions.node, minutes, rows, loads: loadRows, bars, imports, table, loadTable }, null, 2)}\n`,
);
console.info(`Written to apps/casino-web/${file} (bench/results/baseline.json is the committed reference run).`);
