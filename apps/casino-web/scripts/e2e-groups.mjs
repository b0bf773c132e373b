// `test:e2e`: the three groups of playwright.config.ts, each its own run. As one run, Playwright skips a
// project whose dependency failed, so one lost journey hid the 362 serial and visual tests behind it
// (a clean-clone CI did exactly that). Each group starts fresh servers, which the serial and visual
// tests assume anyway, and writes its own report for the summary of `npm test`.
import { spawnSync } from "node:child_process";

const GROUPS = ["journeys", "serial", "visual"];
const extra = process.argv.slice(2);

const failedGroups = GROUPS.filter((group) => {
  console.info(`\nPlaywright: ${group}`);
  const run = spawnSync("playwright", ["test", `--project=${group}`, "--no-deps", ...extra], {
    stdio: "inherit",
    env: { ...process.env, E2E_REPORT: `playwright-${group}.json` },
  });
  return run.status !== 0;
});
if (failedGroups.length > 0) console.error(`\nPlaywright groups with failures: ${failedGroups.join(", ")}`);
process.exit(failedGroups.length > 0 ? 1 : 0);
