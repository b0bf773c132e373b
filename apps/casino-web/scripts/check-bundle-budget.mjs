// The bundle budget (QUALITY.md "Speed and size"), run by `npm test` after `next build`: the first-load
// JS and the CSS of each route, gzip, read from the build output (`scripts/route-sizes.mjs`, no server),
// against `bundle-budget.json`. A route more than 10 % over its budget fails the check; the figures are
// printed either way. The budget moves only in a commit that says why:
//
//   node scripts/check-bundle-budget.mjs           check (exit 1 when over)
//   node scripts/check-bundle-budget.mjs --write   take the current build as the budget
//
// A route the budget does not list yet (a page that landed since) is held to the largest budget it
// does list, so a new page cannot arrive heavier than the heaviest one we accepted.
//
// Above every route's own budget, the bar itself (QUALITY.md "Speed and size"): no route's first-load
// JS more than 40 KB above the bare Next.js page's, recorded as `bareJsGzip` (the first-load JS of
// `bench/bare-next`, built with the same versions; `npm run bench` prints it beside every run, and it
// is taken again when Next or React move). The 10 % of a route's budget could otherwise carry it past.
import { readFileSync, writeFileSync } from "node:fs";
import { routeSizes } from "./route-sizes.mjs";

const BUDGET_FILE = "bundle-budget.json";
/** How far over its budget a figure may grow before the check fails. */
const TOLERANCE = 0.1;

/** How much more first-load JS than the bare page a route may carry, gzip bytes (QUALITY.md). */
const ABOVE_BARE = 40 * 1024;

const sizes = routeSizes(".");
const recorded = JSON.parse(readFileSync(BUDGET_FILE, "utf8"));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv.includes("--write")) {
  const comment = `First-load JS and CSS per route, gzip-9 bytes, from \`next build\` (scripts/route-sizes.mjs). npm test fails when a route grows more than ${TOLERANCE * 100} % over these; change them only in a commit that says why (node scripts/check-bundle-budget.mjs --write).`;
  // One route a line, as the repository's Prettier settings print it.
  const routes = sizes.map(
    ({ route, jsGzip, cssGzip }) =>
      `    ${JSON.stringify(route)}: ${JSON.stringify({ jsGzip, cssGzip })
        .replace(/([{:,])/g, "$1 ")
        .replace(/}$/, " }")}`,
  );
  const budget = `{\n  "$comment": ${JSON.stringify(comment)},\n  "bareJsGzip": ${String(recorded.bareJsGzip)},\n  "routes": {\n${routes.join(",\n")}\n  }\n}\n`;
  writeFileSync(BUDGET_FILE, budget);
  console.info(`${BUDGET_FILE}: ${sizes.length} routes written from the current build`);
  process.exit(0);
}

const { routes: budget, bareJsGzip } = recorded;
if (typeof bareJsGzip !== "number")
  throw new Error(`${BUDGET_FILE} names no bareJsGzip, the bare page's first-load JS`);
const heaviest = {
  jsGzip: Math.max(...Object.values(budget).map((entry) => entry.jsGzip)),
  cssGzip: Math.max(...Object.values(budget).map((entry) => entry.cssGzip)),
};

const over = [];
const cell = (actual, allowed) => {
  const change = ((actual - allowed) / allowed) * 100;
  const sign = change >= 0 ? "+" : "";
  return `${kb(actual).padStart(9)} ${`(${sign}${change.toFixed(1)} %)`.padStart(10)}`;
};
console.info(
  `Bundle budget (gzip; fails above budget + ${TOLERANCE * 100} %, or first-load JS above ${kb(bareJsGzip + ABOVE_BARE)}: the bare page's + 40 KB; ${BUDGET_FILE})`,
);
console.info(`${"route".padEnd(26)} ${"first-load JS".padStart(20)} ${"CSS".padStart(20)}`);
for (const { route, jsGzip, cssGzip } of sizes) {
  const allowed = budget[route] ?? heaviest;
  const failed = [
    ["first-load JS", jsGzip, allowed.jsGzip],
    ["CSS", cssGzip, allowed.cssGzip],
  ].filter(([, actual, limit]) => actual > limit * (1 + TOLERANCE));
  for (const [figure, actual, limit] of failed)
    over.push(`${route} ${figure}: ${kb(actual)}, budget ${kb(limit)} (limit ${kb(limit * (1 + TOLERANCE))})`);
  if (jsGzip > bareJsGzip + ABOVE_BARE)
    over.push(
      `${route} first-load JS: ${kb(jsGzip)}, more than the bare page's ${kb(bareJsGzip)} + 40 KB (QUALITY.md)`,
    );
  const note = budget[route] === undefined ? "  no budget of its own: held to the heaviest route's" : "";
  console.info(
    `${route.padEnd(26)} ${cell(jsGzip, allowed.jsGzip)} ${cell(cssGzip, allowed.cssGzip)}${failed.length > 0 ? "  OVER" : ""}${note}`,
  );
}

if (over.length > 0) {
  console.error(`\nOver budget:\n  ${over.join("\n  ")}`);
  console.error(
    "Shrink what the route loads, or move the budget (node scripts/check-bundle-budget.mjs --write) in a commit that says why.",
  );
  process.exit(1);
}
console.info("\nEvery route within its budget.");
