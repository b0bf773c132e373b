// Lighthouse on the production build against the reference API (QUALITY.md "Speed and size"):
// the median of 3 mobile runs per route, with LCP, TBT and CLS. A benchmark, not a test: it
// prints figures and fails nothing. Needs `pnpm build` first (the `bench` task depends on it).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROUTES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/promotions", "/cashback", "/deposit"];
const RUNS = 3;
const WEB_PORT = 3300;
const API_PORT = 4300;
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
console.info(`Lighthouse ${RUNS} runs per route, mobile profile, median (Chromium: ${chrome ?? "default"})`);
console.info("route         perf  a11y  best  LCP ms  TBT ms  CLS");
for (const route of ROUTES) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const file = join(out, `run-${run}.json`);
    const result = spawnSync(
      "lighthouse",
      [
        `http://localhost:${WEB_PORT}${route}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run",
        "--only-categories=performance,accessibility,best-practices",
        "--output=json",
        `--output-path=${file}`,
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: "ignore" },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed on ${route}`);
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
    `${route.padEnd(12)} ${String(pick("perf")).padStart(5)} ${String(pick("a11y")).padStart(5)} ${String(pick("best")).padStart(5)} ${String(Math.round(pick("lcp"))).padStart(7)} ${String(Math.round(pick("tbt"))).padStart(7)}  ${pick("cls").toFixed(3)}`,
  );
}
stop();
