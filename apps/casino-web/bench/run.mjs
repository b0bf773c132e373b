// `pnpm --filter casino-web bench`: route sizes from the build, then Lighthouse (see each script).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const stats = JSON.parse(readFileSync(".next/diagnostics/route-bundle-stats.json", "utf8"));
console.info("First-load JS per route (uncompressed, from .next/diagnostics/route-bundle-stats.json)");
for (const entry of Array.isArray(stats) ? stats : (stats.routes ?? [])) {
  console.info(
    `  ${String(entry.route ?? entry.page).padEnd(14)} ${(entry.firstLoadUncompressedJsBytes / 1024).toFixed(1)} KiB`,
  );
}
const lighthouse = spawnSync("node", ["bench/lighthouse.mjs", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(lighthouse.status ?? 1);
