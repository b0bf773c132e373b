// `test:e2e`: the three groups of playwright.config.ts, each its own run. As one run, Playwright skips a
// project whose dependency failed, so one lost journey hid the 362 serial and visual tests behind it
// (a clean-clone CI did exactly that). Each group starts fresh servers, which the serial and visual
// tests assume anyway, and writes its own report for the summary of `npm test`.
//
// Two lanes side by side, each with servers of its own (its own reference API, so its own settings,
// faults and visitor location, and its own two site servers, on the next ports up): lane n runs the
// n-th share of each group's spec files (Playwright's --shard, which splits by file, balanced by test
// count), the groups in order. The serial and visual tests change what every visitor of *their*
// servers sees, never the other lane's, so each lane runs them one at a time as before, and the
// journeys run one at a time per lane: two at once in all, as before. `E2E_LANES=1` runs one lane.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

// `E2E_GROUPS=serial,visual` runs only those groups.
const GROUPS = ["journeys", "serial", "visual"].filter(
  (group) => !process.env.E2E_GROUPS || process.env.E2E_GROUPS.split(",").includes(group),
);
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const extra = process.argv.slice(2);

/** Runs one lane's share of one group, each output line prefixed with the lane; answers its exit code. */
function runShare(group, lane) {
  const name = LANES > 1 ? `${group} ${lane}/${LANES}` : group;
  const args = ["test", `--project=${group}`, "--no-deps", ...extra];
  if (LANES > 1) args.push(`--shard=${lane}/${LANES}`, "--workers=1", "--pass-with-no-tests");
  const child = spawn("playwright", args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      E2E_WEB_PORT: String(WEB_PORT + lane - 1),
      E2E_API_PORT: String(API_PORT + lane - 1),
      E2E_REPORT: LANES > 1 ? `playwright-${group}-${lane}of${LANES}.json` : `playwright-${group}.json`,
    },
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = "";
    from.setEncoding("utf8");
    from.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) to.write(`[${name}] ${line}\n`);
    });
    from.on("end", () => rest && to.write(`[${name}] ${rest}\n`));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const timings = [];
const failed = new Set();
const started = performance.now();
await Promise.all(
  Array.from({ length: LANES }, async (_, index) => {
    const lane = index + 1;
    for (const group of GROUPS) {
      console.info(`\nPlaywright: ${group}${LANES > 1 ? `, lane ${lane} of ${LANES}` : ""}`);
      const start = performance.now();
      const code = await runShare(group, lane);
      timings.push({
        step: `browser ${group}${LANES > 1 ? ` (lane ${lane} of ${LANES})` : ""}`,
        seconds: (performance.now() - start) / 1000,
      });
      if (code !== 0) failed.add(group);
    }
  }),
);
timings.push({ step: `browser groups, all lanes`, seconds: (performance.now() - started) / 1000 });

// The time of each group in each lane, for the timing table of `npm test`.
mkdirSync(".reports", { recursive: true });
writeFileSync(".reports/timings-e2e.json", `${JSON.stringify(timings, null, 2)}\n`);

const failedGroups = GROUPS.filter((group) => failed.has(group));
if (failedGroups.length > 0) console.error(`\nPlaywright groups with failures: ${failedGroups.join(", ")}`);
process.exit(failedGroups.length > 0 ? 1 : 0);
