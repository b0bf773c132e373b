// What one rule costs a consumer: bundles `import { name } from "@casino/domain"` from the built
// dist with esbuild (minified, browser, tree-shaken), prints the gzip size, and lists the heavy
// libraries the bundle pulled in. Run `pnpm --filter @casino/domain build` first.
//
//   node scripts/size.mjs                     the default set of rules
//   node scripts/size.mjs formatMoney isBot   chosen rules
//   node scripts/size.mjs --json formatMoney  one JSON line instead of the table (the site's bench reads it)
//
// Exits with 1 when a rule that runs on every page pulls luxon (QUALITY.md: the home route must
// not load luxon), so the figure cannot silently regress.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const distEntry = join(packageDir, "dist", "index.js");

/** Rules used on every page (home route): they must stay free of luxon. */
const LUXON_FREE = [
  "nextCashbackReset",
  "cashbackRemainingMs",
  "isCashbackCardHidden",
  "formatMoney",
  "truncateBannerTitle",
  "isRestrictedLocation",
  "resolvePageUrl",
];
const DEFAULT_RULES = [...LUXON_FREE, "isBot", "rakebackCalendarDates", "isSelfExcluded"];
const HEAVY = ["luxon", "libphonenumber-js", "valibot", "isbot"];

if (!existsSync(distEntry)) {
  console.error(`No build at ${distEntry}: run \`pnpm --filter @casino/domain build\` first.`);
  process.exit(1);
}

const resolveDomain = {
  name: "resolve-casino-domain",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@casino\/domain$/ }, () => ({ path: distEntry }));
  },
};

async function measure(name) {
  const result = await build({
    stdin: { contents: `export { ${name} } from "@casino/domain";`, resolveDir: packageDir, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
    plugins: [resolveDomain],
  });
  const code = result.outputFiles[0].contents;
  // Only inputs that left bytes in the output count: esbuild parses modules it then drops.
  const output = Object.values(result.metafile.outputs)[0];
  const inputs = Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
  const pulled = HEAVY.filter((library) => inputs.some((input) => input.includes(`node_modules/${library}/`)));
  return { name, minBytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength, pulled };
}

const json = process.argv.includes("--json");
const chosen = process.argv.slice(2).filter((arg) => arg !== "--json");
const rules = chosen.length > 0 ? chosen : DEFAULT_RULES;
const rows = [];
for (const rule of rules) rows.push(await measure(rule));
if (json) console.info(JSON.stringify(rows));

const width = Math.max(...rows.map((row) => row.name.length), 4);
if (!json) console.info(`${"rule".padEnd(width)}  ${"min B".padStart(8)}  ${"gzip B".padStart(8)}  libraries`);
for (const row of json ? [] : rows) {
  console.info(
    `${row.name.padEnd(width)}  ${String(row.minBytes).padStart(8)}  ${String(row.gzipBytes).padStart(8)}  ${row.pulled.join(", ") || "-"}`,
  );
}

const offenders = rows.filter((row) => LUXON_FREE.includes(row.name) && row.pulled.includes("luxon"));
if (offenders.length > 0) {
  console.error(`luxon pulled by: ${offenders.map((row) => row.name).join(", ")}`);
  process.exit(1);
}
