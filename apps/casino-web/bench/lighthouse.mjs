// Lighthouse with its default mobile profile (simulated slow 4G and a 4× slower CPU), driven through its
// Node API against one Chromium kept open for the whole bench: starting a browser per run costs
// seconds the 15-minute budget of `npm run bench` does not have, and every run still starts from
// cleared storage (Lighthouse resets the origin's cache and storage before loading the page).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

/** Waits until a server answers `url` with a success (30 s at most). */
export async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts Chromium (CHROME_PATH, else Debian's) with a debugging port for Lighthouse to drive.
 *
 * @returns {Promise<{ path: string, port: number, close: () => void }>}
 */
export async function openChrome(port) {
  const path = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((candidate) => candidate && existsSync(candidate));
  if (path === undefined) throw new Error("no Chromium: set CHROME_PATH");
  const profile = mkdtempSync(join(tmpdir(), "bench-chrome-"));
  const chrome = spawn(
    path,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  return {
    path,
    port,
    close: () => {
      chrome.kill("SIGTERM");
      // Chromium may still be writing its profile as it exits: removing it is tried again.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/**
 * One Lighthouse run of `url` (optionally with request headers, for the signed-in cookie).
 *
 * `observedLcp` is the largest paint in the unthrottled load Lighthouse records, and `arrivedKb` what
 * had arrived by then: the simulated LCP is computed from every request that ended before that paint,
 * the page's async scripts too (docs/performance.md, "What the first paint still waits for").
 *
 * @returns {Promise<{ perf: number, a11y: number, best: number, fcp: number, lcp: number, tbt: number, cls: number, jsKb: number, lcpElement: string | null, observedLcp: number, arrivedKb: number }>}
 */
export async function lighthouseRun(chromePort, url, headers) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    ...(headers ? { extraHeaders: headers } : {}),
  });
  if (result === undefined) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  const scripts = audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  const lcpNode = audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node");
  const observedLcp = audits.metrics.details.items[0].observedLargestContentfulPaint;
  const arrived = audits["network-requests"].details.items.filter((request) => request.networkEndTime <= observedLcp);
  return {
    perf: Math.round(categories.performance.score * 100),
    a11y: Math.round(categories.accessibility.score * 100),
    best: Math.round(categories["best-practices"].score * 100),
    fcp: audits["first-contentful-paint"].numericValue,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    lcpElement: lcpNode?.selector ?? null,
    observedLcp,
    arrivedKb: arrived.reduce((sum, request) => sum + request.transferSize, 0) / 1024,
  };
}
