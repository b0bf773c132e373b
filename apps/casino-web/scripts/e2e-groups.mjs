// `test:e2e`: the three groups of playwright.config.ts, each its own run. As one run, Playwright skips a
// project whose dependency failed, so one lost journey hid the 362 serial and visual tests behind it
// (a clean-clone CI did exactly that). Each group starts fresh servers, which the serial and visual
// tests assume anyway, and writes its own report for the summary of `npm test`.
//
// Two lanes side by side, each with servers of its own (its own reference API, so its own settings,
// faults and visitor location, and its own two site servers, on the next ports up): each lane runs a
// share of each group's spec files, the groups in order. A spec file stays whole in one lane (its
// tests may build on each other), and the files go, the largest first, to the lane with the fewest
// tests so far (Playwright's own --shard cuts the list in contiguous runs, which gave one lane 251
// of the 389 screenshots). The serial and visual tests change what every visitor of *their*
// servers sees, never the other lane's, so each lane runs them one at a time as before, and the
// journeys run one at a time per lane: two at once in all, as before. `E2E_LANES=1` runs one lane.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

// `E2E_GROUPS=serial,visual` runs only those groups.
const GROUPS = ["journeys", "serial", "visual"].filter(
  (group) => !process.env.E2E_GROUPS || process.env.E2E_GROUPS.split(",").includes(group),
);
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const extra = process.argv.slice(2);

/**
 * The spec files of `group` for each lane (each an anchored pattern for Playwright's command line),
 * from Playwright's list of the group's tests; undefined when the list could not be read.
 */
function filesByLane(group) {
  const list = spawnSync(
    "playwright",
    ["test", "--list", `--project=${group}`, "--no-deps", "--reporter=json", ...extra],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  if (list.status !== 0) return undefined;
  const counts = new Map();
  const walk = (suites = []) => {
    for (const suite of suites) {
      for (const spec of suite.specs ?? []) counts.set(spec.file, (counts.get(spec.file) ?? 0) + spec.tests.length);
      walk(suite.suites);
    }
  };
  try {
    walk(JSON.parse(list.stdout).suites);
  } catch {
    return undefined;
  }
  const lanes = Array.from({ length: LANES }, () => ({ files: [], tests: 0 }));
  for (const [file, tests] of [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))) {
    const lane = lanes.reduce((fewest, candidate) => (candidate.tests < fewest.tests ? candidate : fewest));
    lane.files.push(`/e2e/${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    lane.tests += tests;
  }
  return lanes.map((lane) => lane.files);
}

/** Whether a spec file of a lane (an anchored pattern, see filesByLane) opens the second site server. */
function usesSecondInstance(pattern) {
  const file = `e2e/${pattern.slice("/e2e/".length, -1).replace(/\\(.)/g, "$1")}`;
  return readFileSync(file, "utf8").includes("SECOND_INSTANCE_URL");
}

/** Runs one lane's share of one group, each output line prefixed with the lane; answers its exit code. */
function runShare(group, lane, files) {
  const name = LANES > 1 ? `${group} ${lane}/${LANES}` : group;
  const args = ["test", `--project=${group}`, "--no-deps", ...extra];
  if (LANES > 1) args.push(...(files ?? [`--shard=${lane}/${LANES}`]), "--workers=1", "--pass-with-no-tests");
  const child = spawn("playwright", args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      E2E_WEB_PORT: String(WEB_PORT + lane - 1),
      E2E_API_PORT: String(API_PORT + lane - 1),
      E2E_REPORT: LANES > 1 ? `playwright-${group}-${lane}of${LANES}.json` : `playwright-${group}.json`,
      // The second site server is for the spec files that name it: a lane without one starts none.
      E2E_SECOND_INSTANCE: files === undefined || files.some(usesSecondInstance) ? "1" : "0",
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
const lanesOf = new Map(GROUPS.map((group) => [group, LANES > 1 ? filesByLane(group) : undefined]));
await Promise.all(
  Array.from({ length: LANES }, async (_, index) => {
    const lane = index + 1;
    for (const group of GROUPS) {
      const files = lanesOf.get(group)?.[index];
      // A lane with none of the group's files starts no servers for it.
      if (files?.length === 0) continue;
      console.info(`\nPlaywright: ${group}${LANES > 1 ? `, lane ${lane} of ${LANES}` : ""}`);
      const start = performance.now();
      const code = await runShare(group, lane, files);
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
