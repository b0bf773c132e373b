// Writes e2e/spec-seconds.json from the reports of a run of `npm run test:e2e`: the seconds each
// spec file's tests took, which scripts/e2e-groups.mjs balances its lanes by. Run it after a
// clean-clone `npm test` (its load is the one the lanes see) when spec files were added or
// changed much: `node scripts/spec-seconds.mjs` (docs/testing.md, "The browser lanes").
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { specsIn } from "./playwright-specs.mjs";

const seconds = {};
for (const file of readdirSync(".reports").filter((name) => /^playwright-(journeys|serial|visual)/.test(name))) {
  for (const spec of specsIn(JSON.parse(readFileSync(`.reports/${file}`, "utf8")).suites)) {
    for (const test of spec.tests) {
      const last = test.results?.at(-1);
      if (last) seconds[spec.file] = (seconds[spec.file] ?? 0) + last.duration / 1000;
    }
  }
}
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, total]) => [file, Math.round(total)]),
);
writeFileSync("e2e/spec-seconds.json", `${JSON.stringify(sorted, null, 2)}\n`);
console.info(`e2e/spec-seconds.json: ${Object.keys(sorted).length} spec files`);
