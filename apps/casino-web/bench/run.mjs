// `npm run bench` (root) → `pnpm --filter casino-web bench`: the site measured beside a bare Next.js
// App Router page built with the same versions in the same run (QUALITY.md "Speed and size"), printed
// as one Markdown table and written to bench/results/<date>.json. A benchmark, not a test: it prints
// figures and fails nothing (it stops only when it cannot measure at all).
//
// - first-load JS and CSS per route, gzip-9, from both builds (scripts/route-sizes.mjs, the figures the
//   bundle budget of `npm test` guards);
// - Lighthouse mobile (lighthouse.mjs), three rounds over every page, the bare pages first in each
//   round: each page's three runs are spread over the whole measurement, so a burst of load on this
//   shared machine falls on both sides alike; the median of the three is printed;
// - server rendering under a fixed load from a second process (load.mjs: autocannon), our pages
//   right after the bare ones;
// - what a single import of @casino/domain and of one @casino/ui component costs a consumer.
//
// Needs the production builds (the turbo `bench` task depends on `build`); the bare page is built
// here when its build is missing or older than its sources. `node bench/run.mjs /deposit` measures
// chosen routes; BENCH_RUNS (3), BENCH_CONNECTIONS (10) and BENCH_SECONDS (10) set the runs. Ports: BENCH_WEB_PORT (3300),
// BENCH_API_PORT (4300), BENCH_BARE_PORT (3301), BENCH_CHROME_PORT (9300).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, globSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { builtRoutes, routeSizes } from "../scripts/route-sizes.mjs";
import { lighthouseRun, openChrome, waitFor } from "./lighthouse.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Our routes, each measured as a guest and as the signed-in demo depositor (arguments choose others). */
const ROUTES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ["/", "/promotions", "/casino", "/cashback", "/deposit", "/bonuses", "/profile"];
/** Server rendering under load: our addresses beside the bare page's. */
const LOADED = [
  { route: "/", player: false },
  { route: "/", player: true },
  { route: "/casino", player: false },
];
const DOMAIN_IMPORTS = ["formatMoney", "nextCashbackReset"];
const UI_IMPORTS = ["Button"];
// A demo player of the reference API's seed (apps/reference-api/README.md) for the signed-in pages.
const PLAYER = { email: "depositor@demo.casino", password: "Demo123!" };

const port = (name, fallback) => Number(process.env[name] ?? fallback);
const WEB_PORT = port("BENCH_WEB_PORT", 3300);
const API_PORT = port("BENCH_API_PORT", 4300);
const BARE_PORT = port("BENCH_BARE_PORT", 3301);
const CHROME_PORT = port("BENCH_CHROME_PORT", 9300);
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

log("starting the reference API, the site and the bare page");
const servers = [
  spawn("node", ["dist/main.js"], {
    cwd: "../reference-api",
    env: { ...process.env, PORT: String(API_PORT), REFERENCE_API_DB: ":memory:", REFERENCE_API_TICKER_MS: "0" },
    stdio: "ignore",
  }),
  spawn("node", [".next/standalone/apps/casino-web/serve.mjs"], {
    env: { ...process.env, PORT: String(WEB_PORT), CASINO_API_URL: `http://localhost:${API_PORT}` },
    stdio: "ignore",
  }),
  spawn("next", ["start", BARE_APP, "--port", String(BARE_PORT)], { stdio: "ignore" }),
];
let chrome;
const stop = () => {
  chrome?.close();
  for (const server of servers) server.kill("SIGTERM");
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

const apiUrl = `http://localhost:${API_PORT}`;
const webUrl = `http://localhost:${WEB_PORT}`;
const bareUrl = `http://localhost:${BARE_PORT}`;
await Promise.all([waitFor(`${apiUrl}/health`), waitFor(`${webUrl}/`), waitFor(`${bareUrl}/`)]);

const login = await fetch(`${apiUrl}/api/user/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(PLAYER),
});
const { accessToken } = await login.json();
if (typeof accessToken !== "string") throw new Error("the demo player could not sign in");
const cookie = `accessToken=${accessToken}`;

// A page is "not built yet" when the build has no such route (the site answers it with its
// "not available here" page) or when it answers 404.
const pages = [
  { label: "bare Next.js page, static", url: `${bareUrl}/`, sizes: bareSizes.get("/") },
  { label: "bare Next.js page, dynamic", url: `${bareUrl}/dynamic`, sizes: bareSizes.get("/dynamic") },
];
for (const route of ROUTES) {
  const status = (await fetch(`${webUrl}${route}`)).status;
  const built = ourRoutes.has(route) && status !== 404;
  for (const player of [false, true]) {
    pages.push({
      label: `\`${route}\` ${player ? "player" : "guest"}`,
      url: `${webUrl}${route}`,
      ...(player ? { headers: { Cookie: cookie } } : {}),
      sizes: ourSizes.get(route),
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
for (const page of [
  ...pages.slice(0, 2),
  ...LOADED.map(({ route, player }) => pages.find((entry) => entry.route === route && entry.player === player)),
]) {
  if (page === undefined || page.built === false) continue;
  log(`load: ${page.label}`);
  page.load = await load(page.url, page.headers?.Cookie);
}
stop();

/** The middle run, or the mean of the middle two when a failed run left an even count. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
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
    tbtMs: pick("tbt"),
    cls: pick("cls"),
    jsTransferredKb: pick("jsKb"),
    lcpElements: [...new Set((page.runs ?? []).map((run) => run.lcpElement).filter(Boolean))],
    firstLoadJsGzipKb: page.sizes ? page.sizes.jsGzip / 1024 : null,
    cssGzipKb: page.sizes ? page.sizes.cssGzip / 1024 : null,
    requestsPerSecond: page.load?.requestsPerSecond ?? null,
    p95Ms: page.load?.p95Ms ?? null,
    load: page.load ?? null,
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
  "| page | perf | a11y | best pr. | LCP s | TBT ms | CLS | JS transferred KB | first-load JS KB gzip | CSS KB gzip | SSR req/s | SSR p95 ms |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map((row) =>
    row.built
      ? `| ${row.page} | ${fixed(row.performance, 0)} | ${fixed(row.accessibility, 0)} | ${fixed(row.bestPractices, 0)} | ${fixed(row.lcpMs === null ? null : row.lcpMs / 1000, 2)} | ${fixed(row.tbtMs, 0)} | ${fixed(row.cls, 3)} | ${fixed(row.jsTransferredKb, 1)} | ${fixed(row.firstLoadJsGzipKb, 1)} | ${fixed(row.cssGzipKb, 1)} | ${fixed(row.requestsPerSecond, 1)} | ${fixed(row.p95Ms, 0)} |`
      : `| ${row.page} | not built yet | | | | | | | | | | |`,
  ),
  ...imports.map(
    (entry) =>
      `| \`${entry.label}\` | | | | | | | | ${(entry.js / 1024).toFixed(2)} | ${entry.css ? (entry.css / 1024).toFixed(2) : dash} | | |`,
  ),
];
const loadNote = measured.find((page) => page.load)?.load;
console.info(
  `\nBench of ${date.slice(0, 10)} on ${machine}; Next ${nextVersion}, ${chromium}, Node ${process.versions.node}.`,
);
console.info(
  `Lighthouse ${RUNS} runs per page (mobile profile, median, rounds interleaved with the bare page); server rendering: ${loadNote?.connections ?? "?"} connections for ${loadNote?.seconds ?? "?"} s per address (autocannon); sizes gzip-9 from the builds; the import rows bundle one name with esbuild.\n`,
);
console.info(table.join("\n"));
console.info(`\nTook ${minutes.toFixed(1)} min.`);

mkdirSync("bench/results", { recursive: true });
const file = `bench/results/${date.slice(0, 10)}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ date, machine, next: nextVersion, chromium, node: process.versions.node, minutes, rows, imports, table }, null, 2)}\n`,
);
console.info(`Written to apps/casino-web/${file} (bench/results/baseline.json is the committed reference run).`);
