// `test:e2e`: the three groups of playwright.config.ts, each its own run. As one run, Playwright skips a
// project whose dependency failed, so one lost journey hid the 362 serial and visual tests behind it
// (a clean-clone CI did exactly that). Each group starts fresh servers, which the serial and visual
// tests assume anyway, and writes its own report for the summary of `npm test`.
//
// Three lanes side by side, each with servers of its own (its own reference API, so its own settings,
// faults and visitor location, and its own two site servers, on the next ports up): each lane runs a
// share of each group's spec files, the groups in order. A spec file stays whole in one lane (its
// tests may build on each other); how the files are shared out is filesByLane's. The serial and
// visual tests change what every visitor of *their* servers sees, never another lane's, so each lane
// runs them one at a time, and the journeys one at a time per lane. Three lanes, not two: a lane
// waits much of its time (a fault for its timeout, a page for its servers), and with two the cores
// sat idle 12 % of the run (docs/testing.md). `E2E_LANES=1` runs one lane.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { specsIn } from "./playwright-specs.mjs";

// `E2E_GROUPS=serial,visual` runs only those groups.
const GROUPS = ["journeys", "serial", "visual"].filter(
  (group) => !process.env.E2E_GROUPS || process.env.E2E_GROUPS.split(",").includes(group),
);
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 3));
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const extra = process.argv.slice(2);

/** The tests of each spec file of `group` (file → count), from Playwright's list; undefined when it could not be read. */
function testsByFile(group) {
  const list = spawnSync(
    "playwright",
    ["test", "--list", `--project=${group}`, "--no-deps", "--reporter=json", ...extra],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  if (list.status !== 0) return undefined;
  const counts = new Map();
  try {
    for (const spec of specsIn(JSON.parse(list.stdout).suites)) {
      counts.set(spec.file, (counts.get(spec.file) ?? 0) + spec.tests.length);
    }
  } catch {
    return undefined;
  }
  return counts;
}

/**
 * The spec files of each group for each lane (each an anchored pattern for Playwright's command
 * line), or undefined for a group whose list could not be read (its lanes fall back to --shard).
 * A lane runs its share of each group one after the other, so the lanes are balanced by their
 * whole time: every spec file of every group goes, the longest first, to the lane with the least
 * time so far. A file's time is its recorded seconds (e2e/spec-seconds.json, written from a
 * clean-clone run by scripts/spec-seconds.mjs): the fault matrix's 95 tests wait out timeouts, a
 * screenshot does not, so counting tests left one lane 80 s behind the other. A file not recorded
 * yet counts its tests at the recorded files' mean.
 */
function filesByLane() {
  const recorded = JSON.parse(readFileSync("e2e/spec-seconds.json", "utf8"));
  const listed = new Map(GROUPS.map((group) => [group, testsByFile(group)]));
  let knownSeconds = 0;
  let knownTests = 0;
  for (const counts of listed.values()) {
    for (const [file, tests] of counts ?? []) {
      if (recorded[file] === undefined) continue;
      knownSeconds += recorded[file];
      knownTests += tests;
    }
  }
  const secondsPerTest = knownTests > 0 ? knownSeconds / knownTests : 1;
  const work = [...listed].flatMap(([group, counts]) =>
    [...(counts ?? [])].map(([file, tests]) => ({ group, file, seconds: recorded[file] ?? tests * secondsPerTest })),
  );
  work.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const lanes = Array.from({ length: LANES }, () => ({
    seconds: 0,
    files: new Map(GROUPS.map((group) => [group, []])),
  }));
  for (const { group, file, seconds } of work) {
    const lane = lanes.reduce((least, candidate) => (candidate.seconds < least.seconds ? candidate : least));
    lane.files.get(group).push(`/e2e/${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    lane.seconds += seconds;
  }
  return new Map(
    GROUPS.map((group) => [group, listed.get(group) ? lanes.map((lane) => lane.files.get(group)) : undefined]),
  );
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
const lanesOf = LANES > 1 ? filesByLane() : new Map();
if (process.env.E2E_PLAN) {
  // `E2E_PLAN=1` prints each lane's share and runs nothing.
  for (const [group, lanes] of lanesOf)
    lanes?.forEach((files, index) => console.info(`${group} lane ${index + 1}: ${files.join(" ")}`));
  process.exit(0);
}
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
