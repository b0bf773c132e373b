// Compares the main thread's work of builds of the site, page by page, in one Chromium: each page
// loaded on a phone-sized screen with a 4× slower CPU (as Lighthouse's mobile profile) and the
// network unthrottled, the builds taken in turn so that whatever else the host does falls on each
// alike, median of the runs. Lighthouse's simulated figures move with the timing of one trace
// (docs/performance.md, "What the first paint still waits for"); these move with the work done,
// so a change of a tenth shows in five runs. A benchmark: nothing fails on a figure.
//
//   node bench/main-thread.mjs [--runs 5] [--build name=path/to/serve.mjs]... /casino /casino@player
//
// Without --build it measures this app's standalone build alone; `@player` signs the page's
// request in as the seeded demo depositor. Columns, per build and page: the first contentful paint
// and the last largest-contentful-paint candidate (ms after navigation), the main thread's busy
// time to four seconds after load, the blocking time after the first paint (each task's time past
// 50 ms), the long tasks, the pictures asked for, and layout, style, paint and script time.
import { chromium } from "@playwright/test";
import { benchFromArguments, compareBuilds } from "./builds.mjs";

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 4000;
const TRACE_CATEGORIES = ["blink.user_timing", "devtools.timeline", "loading", "disabled-by-default-devtools.timeline"];
const WORK = {
  layout: "Layout",
  style: "UpdateLayoutTree",
  paint: "Paint",
  script: ["EvaluateScript", "FunctionCall"],
};

const bench = await benchFromArguments({}, "name the pages to measure, e.g. / /casino /casino@player");
const { accessToken, runs } = bench;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

/** One load of `path` from `build`: the trace's figures. */
async function measure(build, path, player) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (player) await context.addCookies([{ name: "accessToken", value: accessToken, url: build.url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${build.url}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString("utf8"));
  await context.close();

  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) throw new Error(`${build.name} ${path}: no first paint in the trace`);
  const onMain = (event) => event.pid === fcp.pid && event.tid === fcp.tid;
  const start = events.find((event) => event.name === "navigationStart" && event.pid === fcp.pid)?.ts ?? fcp.ts;
  const ms = (micros) => micros / 1000;
  const tasks = events.filter((event) => event.name === "RunTask" && onMain(event) && event.ts >= start && event.dur);
  const candidates = events.filter(
    (event) => event.name === "largestContentfulPaint::Candidate" && event.pid === fcp.pid,
  );
  const time = (names) =>
    ms(
      events
        .filter((event) => [names].flat().includes(event.name) && onMain(event) && event.ts >= start && event.dur)
        .reduce((sum, event) => sum + event.dur, 0),
    );
  return {
    fcp: ms(fcp.ts - start),
    lcp: candidates.length > 0 ? ms(candidates.at(-1).ts - start) : Number.NaN,
    busy: ms(tasks.reduce((sum, task) => sum + task.dur, 0)),
    blocking: tasks.filter((task) => task.ts > fcp.ts).reduce((sum, task) => sum + Math.max(0, ms(task.dur) - 50), 0),
    long: tasks.filter((task) => ms(task.dur) > 50).length,
    pictures: events.filter(
      (event) =>
        event.name === "ResourceSendRequest" && /\.(svg|png|webp|avif|jpe?g)(\?|$)/.test(event.args?.data?.url ?? ""),
    ).length,
    ...Object.fromEntries(Object.entries(WORK).map(([column, names]) => [column, time(names)])),
  };
}

const COLUMNS = ["fcp", "lcp", "busy", "blocking", "long", "pictures", ...Object.keys(WORK)];
await compareBuilds({
  ...bench,
  columns: COLUMNS,
  measure,
  title: `Main thread with a ${CPU_SLOWDOWN}× slower CPU, median of ${runs} (ms; long tasks and pictures counted):`,
});
await browser.close();
process.exit(0);
