// `npm test`: build (Storybook included), lint, typecheck, the READMEs' lists of exports, unused dependencies, publint of each package, the site's bundle budget and every test of every workspace, browser tests included,
// then one line with the totals read from each runner's JSON report.
import { existsSync, globSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { spawn, spawnSync } from "node:child_process";

for (const report of globSync("{apps,packages,tooling}/*/.reports/{*.json,clock-reads}"))
  rmSync(report, { recursive: true });

/** Where the time went: one row per step (wall-clock seconds), sub-steps indented, printed before the totals. */
const timings = [];
const testStart = performance.now();
const secondsSince = (start) => (performance.now() - start) / 1000;
/** Runs `step`, and records its wall-clock time under `name`. */
function timed(name, step) {
  const start = performance.now();
  const result = step();
  timings.push({ name, seconds: secondsSince(start) });
  return result;
}
// tooling/scripts/toolchain.sh installed the tools and the dependencies before this script, and timed both.
for (const [name, variable] of [
  ["Node and pnpm into .toolchain/", "TOOLCHAIN_SETUP_SECONDS"],
  ["install (pnpm install)", "TOOLCHAIN_INSTALL_SECONDS"],
]) {
  if (process.env[variable] !== undefined) timings.push({ name, seconds: Number(process.env[variable]) });
}

const TASK_ORDER = [
  "build",
  "format:check",
  "lint",
  "typecheck",
  "check:readmes",
  "check:dependencies",
  "check:package",
  "check:budget",
  "test",
  "test:e2e",
];
const turboRuns = () => new Set(existsSync(".turbo/runs") ? readdirSync(".turbo/runs") : []);
/**
 * The rows of each task turbo ran, from the run summaries (`--summarize`) written since `before`,
 * of runs with a task of `packages` and only tasks named in `tasks` (any, when not given): the tasks of one run overlap
 * (two at a time), so their rows add up to more than the run's.
 */
function taskRows(before, { packages, tasks: taskNames } = {}) {
  const rows = [];
  for (const summaryFile of [...turboRuns()].filter((file) => !before.has(file))) {
    const summary = JSON.parse(readFileSync(`.turbo/runs/${summaryFile}`, "utf8"));
    const tasks = summary.tasks
      .filter((task) => task.execution)
      .sort((a, b) => TASK_ORDER.indexOf(a.task) - TASK_ORDER.indexOf(b.task) || a.package.localeCompare(b.package));
    if (packages && !tasks.some((task) => packages.includes(task.package))) continue;
    if (taskNames && !tasks.every((task) => taskNames.includes(task.task))) continue;
    rmSync(`.turbo/runs/${summaryFile}`);
    for (const task of tasks) {
      const cached = task.cache?.status === "HIT" ? " (cached)" : "";
      const failed = task.execution.exitCode ? " (failed)" : "";
      rows.push({
        name: `  ${task.task} ${task.package === "//" ? "(root)" : task.package}${cached}${failed}`,
        seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      });
      // The site's browser groups time themselves (apps/casino-web/scripts/e2e-groups.mjs).
      const groups = `${task.directory}/.reports/timings-e2e.json`;
      if (task.task === "test:e2e" && existsSync(groups)) {
        for (const { step, seconds } of JSON.parse(readFileSync(groups, "utf8")))
          rows.push({ name: `    ${step}`, seconds });
      }
    }
  }
  return rows;
}
/** Runs turbo with `args` and records its time under `name`, with a row per task below it. */
function turbo(name, args, env) {
  const before = turboRuns();
  const run = timed(name, () => spawnSync("turbo", [...args, "--summarize"], { stdio: "inherit", env }));
  timings.push(...taskRows(before));
  return run;
}

/**
 * Runs `command` without waiting for it, each line of its output prefixed with `[prefix]` (several
 * run side by side); answers its exit status and wall-clock seconds once it ends.
 */
function runAlongside(prefix, command, args, options) {
  const start = performance.now();
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = "";
    from.setEncoding("utf8");
    from.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) to.write(`[${prefix}] ${line}\n`);
    });
    from.on("end", () => rest && to.write(`[${prefix}] ${rest}\n`));
  }
  return new Promise((resolve) =>
    child.on("close", (code) => resolve({ status: code ?? 1, seconds: secondsSince(start) })),
  );
}

/**
 * Two fixed pieces of work, timed: the same in every run, so the table below can be read against
 * how fast the host was that hour (docs/testing.md, "Clean-clone runs"). The JSON is one core's
 * arithmetic (about 0.5 s on the host of 2026-11-29); the fresh memory is the kernel's page faults,
 * which on that host cost about 15 µs each and made every step of the run twice as slow as the
 * runs of the days before (256 MB touched a page at a time: about 0.95 s).
 */
function hostGauge(when) {
  const rows = Array.from({ length: 20_000 }, (_, id) => ({ id, name: `game ${id}`, tags: ["slots", "new"] }));
  timed(`host gauge ${when}: JSON of 20,000 rows, 20 times, on one core`, () => {
    for (let turn = 0; turn < 20; turn += 1) JSON.parse(JSON.stringify(rows));
  });
  timed(`host gauge ${when}: 256 MB of fresh memory, touched a page at a time`, () => {
    for (let turn = 0; turn < 4; turn += 1) {
      const block = Buffer.allocUnsafeSlow(64 * 1024 * 1024);
      for (let offset = 0; offset < block.length; offset += 4096) block[offset] = 1;
    }
  });
}
hostGauge("at the start");

// The dependencies a brand ships, against the registry's advisories: a high or critical one fails the run.
// A registry without the advisory endpoint (a mirror, or this project's offline CI machine, which answers
// 405) cannot be asked: that is said, not passed off as a clean result.
const audit = timed("dependency audit", () =>
  spawnSync("pnpm", ["audit", "--prod", "--audit-level", "high"], { encoding: "utf8" }),
);
const auditOutput = `${audit.stdout}${audit.stderr}`;
const auditUnavailable = /ERR_PNPM_AUDIT_(BAD_RESPONSE|ENDPOINT_NOT_EXISTS)|ENOTFOUND|ECONNREFUSED|ETIMEDOUT/.test(
  auditOutput,
);
const auditFailed = audit.status !== 0 && !auditUnavailable;
console.info(
  auditUnavailable
    ? `dependency audit: not checked, the registry's advisory endpoint did not answer (${auditOutput.match(/responded with \d+/)?.[0] ?? "no answer"})`
    : auditOutput.trim(),
);

// One zone for every suite, so a result never depends on where the machine is (tests that care about
// zones pass their own; the journeys pin the clock too, see apps/casino-web/e2e/clock.ts).
// Every vitest suite below runs niced beside the browser lanes, where its time limits stretch six
// times (`@casino/vitest-config`).
const TEST_TIME_SCALE = "6";
const turboEnv = { ...process.env, TZ: "UTC", STORYBOOK_DISABLE_TELEMETRY: "1", TEST_TIME_SCALE };
// First the builds, which everything after them tests: the site, the reference API, the kit's dist,
// Storybook.
const build = turbo(
  "build (turbo)",
  ["run", "build", "--concurrency=2", "--continue", "--output-logs=new-only"],
  turboEnv,
);
// The release without the upload, on the packages just built: each public package's tarball as
// `pnpm publish` would send it, with its LICENSE, repository links and no bare docs/ path in its
// declarations (tooling/scripts/release-dry-run.mjs; docs/releasing.md).
const releaseDryRun = timed("release dry run (pnpm publish --dry-run of each package)", () =>
  spawnSync("node", ["tooling/scripts/release-dry-run.mjs"], { stdio: "inherit" }),
);

// Then three streams side by side (docs/testing.md): the site's browser lanes at the machine's usual
// priority, and under `nice` the checks and unit tests (with, once the lanes are done, the reruns at
// other hours), and the kit's own browser tests (the built UI kit in Chromium, then the kit from its
// tarballs). The lanes leave the two cores idle part of the time (a page waits for its servers, a
// fault for its timeout), which the niced streams take; when both want a core the lanes get it, so
// the journeys' time limits see the load they always saw. The builds are done, so every turbo run below takes only its own
// tasks (`--only`) and replays no build under a running server.
const BESIDE_NICENESS = 10;
const CHECK_TASKS = [
  "format:check",
  "lint",
  "typecheck",
  "check:readmes",
  "check:dependencies",
  "check:package",
  "check:budget",
  "test",
];

// The unit suites' tests that read the clock or the zone again, with the machine's clock and zone moved
// (libfaketime), so a test that reads the wall clock fails here rather than at 03:30 some night. The
// instants are the ones that broke us before (the seeded registration windows' hour), and the last
// minute of a month in UTC seen from a zone where the next month has begun (faketime reads the
// instant in the process's zone: 12:59:00 NZDT). Each suite's clock starts at its instant and flows:
// the reference API's suite, the longest, takes 24 to 42 s there, inside that minute.
//
// Which tests: those whose test file, or the code it ran, read the clock or the zone during the run above.
// A recorder in each of these suites' vitest setup notes it per file (tooling/scripts/clock-reads.setup.mjs);
// a file that reads neither gives the same result at any hour. The check: every test file of the suite
// must have been seen by the recorder, or the run fails (a suite without the setup file, or a file that
// ended before it, could read the clock unseen) and that suite is rerun whole.
const OTHER_HOURS = [
  { label: "0330-utc", instant: "2026-11-23 03:30:00", zone: "UTC" },
  { label: "month-end-utc-in-auckland", instant: "2026-12-01 12:59:00", zone: "Pacific/Auckland" },
];
const CLOCK_SENSITIVE_SUITES = [
  "packages/domain",
  "packages/i18n",
  "packages/api-client",
  "apps/reference-api",
  "apps/casino-web",
];
let otherHoursFailed = false;
/** Why the selection of the reruns at other hours failed its check, named again among the failures. */
const selectionProblems = [];

/** The test files of `suite` to rerun at other hours, relative to it: undefined for all of them. */
function clockReadingFiles(suite) {
  const reportFile = `${suite}/.reports/vitest.json`;
  if (!existsSync(reportFile)) {
    console.info(`\n${suite}: no report of its run, so no record of which tests read the clock: all rerun`);
    return undefined;
  }
  const ran = JSON.parse(readFileSync(reportFile, "utf8")).testResults.map((file) => relative(suite, file.name));
  const records = globSync(`${suite}/.reports/clock-reads/*.json`).map((file) =>
    JSON.parse(readFileSync(file, "utf8")),
  );
  const seen = new Map(records.map(({ file, read }) => [file, read]));
  const unseen = ran.filter((file) => !seen.has(file));
  if (unseen.length > 0) {
    otherHoursFailed = true;
    selectionProblems.push(
      `${suite}: ran without the clock recorder, so rerun whole at other hours: ${unseen.join(", ")}`,
    );
    console.info(
      `\n${suite}: ${unseen.length} test file(s) ran without the clock recorder, so they could read the clock unseen ` +
        `and escape the rerun at other hours (is tooling/scripts/clock-reads.setup.mjs in its vitest setupFiles?): ` +
        `${unseen.join(", ")}. The suite is rerun whole, and the run fails.`,
    );
    return undefined;
  }
  // The suites share modules between test files (isolate: false, docs/testing.md): a module that read
  // the clock as it was imported did so in one file only, and the others that use what it read were
  // not seen reading, so the suite is rerun whole.
  const importReads = records.filter((record) => record.readByAModuleImport);
  if (importReads.length > 0) {
    console.info(
      `\n${suite}: a module read the clock or the zone as it was imported (${importReads
        .map((record) => `${record.readByAModuleImport}, first in ${record.file}`)
        .join("; ")}), so every file that uses it may depend on the hour: the suite is rerun whole`,
    );
    return undefined;
  }
  return ran.filter((file) => seen.get(file));
}

const faketime = spawnSync("faketime", ["--version"]).status === 0;
if (!faketime)
  console.info("\nfaketime is not installed: the suites were not rerun at other hours (.ci/run installs it)");
/**
 * The reruns at other hours under `nice`, the two instants side by side and each one suite at a time:
 * a rerun keeps one core busy (the reference API's suite runs its files in one worker), so one after
 * the other they left the second core idle at the end of the run (docs/testing.md, "The reruns at
 * other hours come after the browser lanes"). Answers their rows of the timing table.
 */
async function rerunAtOtherHours() {
  const rerunFiles = new Map(CLOCK_SENSITIVE_SUITES.map((suite) => [suite, clockReadingFiles(suite)]));
  const perInstant = await Promise.all(
    (faketime ? OTHER_HOURS : []).map(async ({ label, instant, zone }) => {
      const start = performance.now();
      const suiteRows = [];
      for (const suite of CLOCK_SENSITIVE_SUITES) {
        const files = rerunFiles.get(suite);
        if (files?.length === 0) continue;
        const prefix = `${suite} at ${label}`;
        console.info(
          `\n[${prefix}] ${instant} ${zone}: ${files === undefined ? "every test file" : `the ${files.length} test file(s) that read the clock or the zone`}`,
        );
        const run = await runAlongside(
          prefix,
          "nice",
          [
            `-n${BESIDE_NICENESS}`,
            "faketime",
            "-f",
            `@${instant}`,
            "pnpm",
            "exec",
            "vitest",
            "run",
            "--reporter=dot",
            "--reporter=json",
            `--outputFile.json=.reports/vitest-at-${label}.json`,
            ...(files ?? []),
          ],
          { cwd: suite, env: { ...process.env, TZ: zone, TEST_TIME_SCALE } },
        );
        suiteRows.push({
          name: `  ${suite}${files === undefined ? "" : ` (${files.length} files)`}`,
          seconds: run.seconds,
        });
        otherHoursFailed ||= run.status !== 0;
      }
      return [
        { name: `unit tests that read time, at ${instant} ${zone} (niced)`, seconds: secondsSince(start) },
        ...suiteRows,
      ];
    }),
  );
  return perInstant.flat();
}

const e2eArgs = (filter) => [
  "run",
  "test:e2e",
  `--filter=${filter}`,
  "--only",
  "--log-prefix=none",
  "--output-logs=new-only",
  "--summarize",
];
const niced = (args) => [`-n${BESIDE_NICENESS}`, "turbo", ...args];
/**
 * Resolves once each clock-sensitive suite's report of its run among the checks is written whole (it
 * parses), or once the checks end without one: the reruns' selection reads those reports.
 */
async function suiteReportsWritten(checks) {
  let checksEnded = false;
  void checks.then(() => {
    checksEnded = true;
  });
  const written = (suite) => {
    try {
      JSON.parse(readFileSync(`${suite}/.reports/vitest.json`, "utf8"));
      return true;
    } catch {
      return false;
    }
  };
  while (!checksEnded && !CLOCK_SENSITIVE_SUITES.every(written)) await new Promise((done) => setTimeout(done, 2_000));
}
/** The built UI kit in Chromium, then the kit from its tarballs (tooling/kit-consumers) on ports of its own. */
async function kitSuites() {
  const ui = await runAlongside("ui kit", "nice", niced(e2eArgs("@casino/ui")), { env: turboEnv });
  const consumers = await runAlongside("kit consumers", "nice", niced(e2eArgs("@casino/kit-consumers")), {
    env: { ...turboEnv, E2E_WEB_PORT: "3170", E2E_API_PORT: "4170" },
  });
  return { ui, consumers };
}

const besideStart = performance.now();
const summariesBefore = turboRuns();
const siteRun = runAlongside("site", "turbo", e2eArgs("casino-web"), { env: turboEnv });
const checkArgs = ["--only", "--concurrency=2", "--continue", "--output-logs=new-only", "--summarize"];
const firstLine = (message = "") =>
  message
    .replace(/\u001b\[[0-9;]*m/g, "")
    .trim()
    .split("\n")[0]
    .slice(0, 200);

/** The failed tests of a vitest report, and the files that failed before any test ran. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    if (failedTests.length === 0)
      return file.status === "failed" ? [`${file.name}\n      ${firstLine(file.message)}`] : [];
    return failedTests.map((test) => `${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
  });
}

/**
 * What failed in the first turn of the checks, kept before the second turn runs those suites' test tasks
 * again (turbo caches no failure) and writes their reports over it: the 2026-11-28 CI run failed there
 * and its end named nothing.
 */
const firstTurnFailures = [];
/** The failed tests in the clock-sensitive suites' reports, or the end of the log of a suite that failed outside them. */
function clockSensitiveSuiteFailures() {
  return CLOCK_SENSITIVE_SUITES.flatMap((suite) => {
    const report = `${suite}/.reports/vitest.json`;
    const tests = existsSync(report) ? vitestFailures(JSON.parse(readFileSync(report, "utf8"))) : [];
    if (tests.length > 0) return tests.map((title) => `${report} (first turn): ${title}`);
    const log = `${suite}/.turbo/turbo-test.log`;
    const lines = existsSync(log)
      ? readFileSync(log, "utf8")
          .replace(/\u001b\[[0-9;]*m/g, "")
          .trimEnd()
          .split("\n")
      : [];
    if (!lines.some((line) => /Unhandled|\bFAIL\b|\d+ failed/.test(line))) return [];
    return [
      `${suite} (first turn): its test task failed outside a test; its log ends:\n${lines.slice(-25).join("\n")}`,
    ];
  });
}
/**
 * The checks, the unit suites that are rerun at other hours first: the reruns start once the lanes
 * are done *and* those suites have run, and run last in the whole command, so a suite that ran
 * among the last checks kept the command going after everything else had ended (the reference
 * API's suite did: 48 s after the checks in the clean-clone run of 2026-11-28). Their second turn,
 * in the run of every check, is a replay from turbo's cache.
 */
const checksRun = runAlongside(
  "checks",
  "nice",
  niced(["run", "test", ...CLOCK_SENSITIVE_SUITES.map((suite) => `--filter=./${suite}`), ...checkArgs]),
  { env: turboEnv },
).then((first) => {
  if (first.status !== 0) firstTurnFailures.push(...clockSensitiveSuiteFailures());
  return runAlongside("checks", "nice", niced(["run", ...CHECK_TASKS, ...checkArgs]), { env: turboEnv }).then(
    (rest) => ({ status: first.status || rest.status, seconds: first.seconds + rest.seconds }),
  );
});
// The reruns at other hours once the browser lanes are done (beside them the clock would flow past
// the instants) and the five suites have run among the checks, not after the rest of the checks
// (docs/testing.md, "The reruns at other hours come after the browser lanes").
const rerunsRun = Promise.all([siteRun, suiteReportsWritten(checksRun)]).then(rerunAtOtherHours);
const [site, checks, rerunRows, kit] = await Promise.all([siteRun, checksRun, rerunsRun, kitSuites()]);
/** `rows` one level further in, as parts of the row above them. */
const within = (rows) => rows.map((row) => ({ ...row, name: `  ${row.name}` }));
timings.push(
  { name: "browser tests, checks, unit tests and reruns, side by side", seconds: secondsSince(besideStart) },
  ...within([
    { name: "the site's browser groups (turbo test:e2e casino-web)", seconds: site.seconds },
    ...taskRows(summariesBefore, { packages: ["casino-web"], tasks: ["test:e2e"] }),
    { name: "format, lint, typecheck, publint, budget, unit tests (turbo, niced)", seconds: checks.seconds },
    ...taskRows(summariesBefore, { tasks: CHECK_TASKS }),
    ...rerunRows,
    { name: "the built UI kit in Chromium (turbo test:e2e @casino/ui, niced)", seconds: kit.ui.seconds },
    ...taskRows(summariesBefore, { packages: ["@casino/ui"], tasks: ["test:e2e"] }),
    { name: "the kit from its tarballs (turbo test:e2e @casino/kit-consumers, niced)", seconds: kit.consumers.seconds },
    ...taskRows(summariesBefore, { packages: ["@casino/kit-consumers"], tasks: ["test:e2e"] }),
  ]),
);
const browserSuites = { status: site.status || kit.ui.status || kit.consumers.status };

let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
/** Browser tests that failed once and passed on their retry: they pass, and are named. */
const flaky = [];
/** Every failed test by name with the first line of its error, printed last so a log's tail shows them. */
const failures = [...selectionProblems, ...firstTurnFailures];

/** The titles of a Playwright report's specs with a run in one of `statuses`, each with its last error. */
function playwrightTitles(suites, statuses, path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => {
      const run = spec.tests.find((test) => statuses.includes(test.status));
      if (!run) return [];
      const title = [...path, suite.title, spec.title].filter(Boolean).join(" › ");
      const error = run.results.at(-1)?.error?.message;
      return [error && statuses.includes("unexpected") ? `${title}\n      ${firstLine(error)}` : title];
    }),
    ...playwrightTitles(suite.suites ?? [], statuses, [...path, suite.title]),
  ]);
}

for (const file of globSync("{apps,packages,tooling}/*/.reports/{vitest,playwright}*.json").sort()) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const counts = file.includes("playwright")
    ? {
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
      }
    : {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
      };
  if (file.includes("playwright")) {
    flaky.push(...playwrightTitles(report.suites, ["flaky"]));
    failures.push(...playwrightTitles(report.suites, ["unexpected"]).map((title) => `${file}: ${title}`));
  } else failures.push(...vitestFailures(report).map((title) => `${file}: ${title}`));
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  rows.push(`  ${file.replace(/\/\.reports\//, "  ").padEnd(48)} ${counts.passed} passed, ${counts.failed} failed`);
}

hostGauge("at the end");
timings.push({
  name: "total",
  seconds:
    secondsSince(testStart) +
    Number(process.env.TOOLCHAIN_INSTALL_SECONDS ?? 0) +
    Number(process.env.TOOLCHAIN_SETUP_SECONDS ?? 0),
});
console.info(
  "\nWhere the time went (wall-clock seconds; indented rows are parts of the row above them, and turbo's tasks run two at a time, so theirs add up to more than their step):\n" +
    timings.map(({ name, seconds }) => `  ${name.padEnd(78, " ")} ${seconds.toFixed(1).padStart(7)} s`).join("\n"),
);
console.info(`\nTests by workspace:\n${rows.join("\n")}`);
if (flaky.length > 0)
  console.info(`\nPassed only on a retry (flaky, to fix):\n${flaky.map((title) => `  ${title}`).join("\n")}`);
if (releaseDryRun.status !== 0)
  failures.push(
    "release dry run: a package would not publish as it should (tooling/scripts/release-dry-run.mjs, above)",
  );
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((title) => `  ${title}`).join("\n")}`);
console.info(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(
  checks.status === 0 &&
    releaseDryRun.status === 0 &&
    browserSuites.status === 0 &&
    !auditFailed &&
    !otherHoursFailed &&
    failed === 0 &&
    passed > 0
    ? 0
    : 1,
);
