// When a page's content is on screen for a player on a slow phone, for builds side by side: each
// page loaded in turn from each build in one Chromium, on a phone-sized screen over a network and a
// CPU like Lighthouse's mobile profile (1.6 Mbit/s, 150 ms round trips, 4× slower), median of the
// runs. Lighthouse's figures follow the largest paint; this follows the part a change is about, e.g.
// a part the server now draws (docs/performance.md, "Signed-in pages drawn on the server"). A
// benchmark: nothing fails on a figure.
//
//   node bench/first-shown.mjs --selector "main .casino-LimitCard-periods" [--runs 5] [--build name=path/to/serve.mjs]... /profile2/limits@player
//
// Columns, per build and page (ms after navigation): the first contentful paint, when the first
// element matching the selector is shown (laid out, outside any hidden element), and when the
// page's main area holds no `inert` part any more (server-drawn parts hydrated, so usable).
import { chromium } from "@playwright/test";
import { benchFromArguments, compareBuilds } from "./builds.mjs";

const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const usage = 'name a selector and the pages, e.g. --selector "main h1" /deposit@player';
const bench = await benchFromArguments({ selector: { type: "string" } }, usage, ["selector"]);
const { accessToken, runs } = bench;
const { selector } = bench.values;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

/** Marks, from the first frame on, the instant an element matching `wanted` is first shown. */
function watchShown(wanted) {
  const tick = () => {
    const found = document.querySelector(wanted);
    if (found !== null && found.getClientRects().length > 0 && found.closest("[hidden]") === null) {
      window.__firstShown = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** One load of `path` from `build`: the three instants. */
async function measure(build, path, player) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (player) await context.addCookies([{ name: "accessToken", value: accessToken, url: build.url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_PHONE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(watchShown, selector);
  await page.goto(`${build.url}${path}`, { waitUntil: "load", timeout: 60_000 });
  await page.waitForFunction(() => window.__firstShown !== undefined, null, { timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector("main [inert]") === null, null, { timeout: 30_000 });
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    shown: window.__firstShown,
    usable: performance.now(),
  }));
  await context.close();
  return result;
}

const COLUMNS = ["fcp", "shown", "usable"];
await compareBuilds({
  ...bench,
  columns: COLUMNS,
  measure,
  warmUp: true,
  title: `\`${selector}\` shown on a slow phone, median of ${runs} (ms after navigation):`,
});
await browser.close();
process.exit(0);
