// Lighthouse's mobile figures for builds side by side: each page (`/casino@player` signed in) run by
// Lighthouse from each build in turn, in one Chromium, median of the runs. Lighthouse's simulated
// figures move a lot between runs of one page (blocking time 180 to 1,200 ms on one page, see
// docs/performance.md), so a change is judged only against the build before, interleaved run by run
// on the same host. A benchmark: nothing fails on a figure.
//
//   node bench/lighthouse-builds.mjs [--runs 5] [--build name=path/to/serve.mjs]... / /casino@player
import { benchFromArguments, compareBuilds } from "./builds.mjs";
import { lighthouseRun, openChrome } from "./lighthouse.mjs";

const CHROME_PORT = 9500;
const COLUMNS = ["perf", "fcp", "lcp", "tbt", "observedLcp", "arrivedKb", "jsKb"];

const bench = await benchFromArguments({}, "name the pages, e.g. / /casino@player");
const { accessToken } = bench;
const chrome = await openChrome(CHROME_PORT);

async function measure(build, path, player) {
  return lighthouseRun(
    chrome.port,
    `${build.url}${path}`,
    player ? { Cookie: `accessToken=${accessToken}` } : undefined,
  );
}

await compareBuilds({
  ...bench,
  columns: COLUMNS,
  measure,
  title: `Lighthouse mobile, median of ${bench.runs} (ms; KB gzip on the wire):`,
});
chrome.close();
process.exit(0);
