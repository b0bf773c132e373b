// `npm test`: build (Storybook included), lint, typecheck, publint of each package and every test of every workspace, browser tests included,
// then one line with the totals read from each runner's JSON report.
import { existsSync, globSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";

for (const report of globSync("{apps,packages,tooling}/*/.reports/*.json")) rmSync(report);

const turbo = spawnSync(
  "turbo",
  [
    "run",
    "build",
    "format:check",
    "lint",
    "typecheck",
    "check:package",
    "test",
    "test:e2e",
    "--concurrency=2",
    "--continue",
    "--output-logs=new-only",
  ],
  // One zone for every suite, so a result never depends on where the machine is (tests that care about
  // zones pass their own; the journeys pin the clock too, see apps/casino-web/e2e/clock.ts).
  { stdio: "inherit", env: { ...process.env, TZ: "UTC", STORYBOOK_DISABLE_TELEMETRY: "1" } },
);

let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
for (const file of globSync("{apps,packages,tooling}/*/.reports/{vitest,playwright}.json").sort()) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const counts = file.endsWith("playwright.json")
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
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  rows.push(`  ${file.replace(/\/\.reports\//, "  ").padEnd(48)} ${counts.passed} passed, ${counts.failed} failed`);
}

console.info(`\nTests by workspace:\n${rows.join("\n")}`);
console.info(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(turbo.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
