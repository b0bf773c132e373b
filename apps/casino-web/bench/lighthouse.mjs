// Lighthouse on the production build against the reference API (QUALITY.md "Speed and size"):
// the median of 3 mobile runs per page, with LCP, TBT and CLS, first a bare Next.js page
// (`bench/bare-next`, built here when missing) served on the same machine in the same run, so every
// figure has its yardstick beside it. A benchmark, not a test: it prints figures and fails nothing.
// Needs `pnpm build` first (the `bench` task depends on it).
// Usage: node bench/lighthouse.mjs [route…]; a route prefixed with "player:" is loaded signed in.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROUTES =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ["/", "player:/", "/promotions", "/casino", "player:/cashback", "player:/deposit"];
const RUNS = 3;
const WEB_PORT = 3300;
const API_PORT = 4300;
const BARE_PORT = 3301;
const BARE_APP = "bench/bare-next";
// A demo player of the reference API's seed (apps/reference-api/README.md) for the signed-in pages.
const PLAYER = { email: "depositor@demo.casino", password: "Demo123!" };

if (!existsSync(join(BARE_APP, ".next", "BUILD_ID"))) {
  const build = spawnSync("next", ["build", BARE_APP], { stdio: "ignore" });
  if (build.status !== 0) throw new Error("the bare Next.js page did not build");
}
const chrome = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((path) => path && existsSync(path));

const servers = [
  spawn("node", ["dist/main.js"], {
    cwd: "../reference-api",
    env: { ...process.env, PORT: String(API_PORT), REFERENCE_API_DB: ":memory:", REFERENCE_API_TICKER_MS: "0" },
    stdio: "ignore",
  }),
  spawn("node", [".next/standalone/apps/casino-web/server.js"], {
    env: { ...process.env, PORT: String(WEB_PORT), CASINO_API_URL: `http://localhost:${API_PORT}` },
    stdio: "ignore",
  }),
  spawn("next", ["start", BARE_APP, "--port", String(BARE_PORT)], { stdio: "ignore" }),
];
const stop = () => servers.forEach((server) => server.kill("SIGTERM"));
process.on("exit", stop);

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
await waitFor(`http://localhost:${API_PORT}/health`);
await waitFor(`http://localhost:${WEB_PORT}/`);
await waitFor(`http://localhost:${BARE_PORT}/`);

const login = await fetch(`http://localhost:${API_PORT}/api/user/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(PLAYER),
});
const { accessToken } = await login.json();
const pages = [
  { label: "bare Next.js", url: `http://localhost:${BARE_PORT}/` },
  ...ROUTES.map((route) => {
    const player = route.startsWith("player:");
    const path = player ? route.slice("player:".length) : route;
    return {
      label: player ? `${path} (player)` : path,
      url: `http://localhost:${WEB_PORT}${path}`,
      headers: player ? { Cookie: `accessToken=${accessToken}` } : undefined,
    };
  }),
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
console.info(`Lighthouse ${RUNS} runs per route, mobile profile, median (Chromium: ${chrome ?? "default"})`);
console.info("page                   perf  a11y  best  LCP ms  TBT ms  CLS");
for (const { label, url, headers } of pages) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const file = join(out, `run-${run}.json`);
    const result = spawnSync(
      "lighthouse",
      [
        url,
        ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run",
        "--only-categories=performance,accessibility,best-practices",
        "--output=json",
        `--output-path=${file}`,
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: "ignore" },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed on ${label}`);
    const report = JSON.parse(readFileSync(file, "utf8"));
    runs.push({
      perf: report.categories.performance.score * 100,
      a11y: report.categories.accessibility.score * 100,
      best: report.categories["best-practices"].score * 100,
      lcp: report.audits["largest-contentful-paint"].numericValue,
      tbt: report.audits["total-blocking-time"].numericValue,
      cls: report.audits["cumulative-layout-shift"].numericValue,
    });
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  console.info(
    `${label.padEnd(20)} ${String(pick("perf")).padStart(5)} ${String(pick("a11y")).padStart(5)} ${String(pick("best")).padStart(5)} ${String(Math.round(pick("lcp"))).padStart(7)} ${String(Math.round(pick("tbt"))).padStart(7)}  ${pick("cls").toFixed(3)}`,
  );
}
stop();
