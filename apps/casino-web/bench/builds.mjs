// The builds a side-by-side bench compares (main-thread.mjs, first-shown.mjs): the reference API and
// one server per build, each on a port of its own, stopped when the bench exits, and the table of
// their medians.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { demoPlayerToken } from "./demo-player.mjs";
import { waitFor } from "./lighthouse.mjs";
import { median } from "./median.mjs";

const API_PORT = 4500;
const FIRST_WEB_PORT = 3500;

/**
 * Reads a side-by-side bench's command line (`--runs`, 5 by default, `--build name=serve.mjs`...,
 * the pages, and the bench's own `options` for `node:util`'s parseArgs, each of `required` a must),
 * throws `usage` when a page or a required option is missing, before any server starts, and starts
 * the builds: answers the options' values, the pages, the runs, the builds and the demo player's token.
 */
export async function benchFromArguments(options, usage, required = []) {
  const { values, positionals: pages } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: "string", default: "5" }, build: { type: "string", multiple: true }, ...options },
  });
  if (pages.length === 0 || required.some((name) => values[name] === undefined)) throw new Error(usage);
  return { values, pages, runs: Number(values.runs), ...(await startBuilds(values.build)) };
}

/**
 * Starts the reference API and a server for each `--build name=path/to/serve.mjs` entry (this
 * app's standalone build when there is none) and answers the builds with their addresses and the
 * seeded demo depositor's token, once every server answers.
 */
export async function startBuilds(entries = []) {
  const builds = (entries.length > 0 ? entries : ["this=.next/standalone/apps/casino-web/serve.mjs"]).map(
    (entry, index) => {
      const [name, serve] = entry.includes("=") ? entry.split("=", 2) : [`build ${index + 1}`, entry];
      return { name, serve, url: `http://localhost:${FIRST_WEB_PORT + index}` };
    },
  );
  const apiUrl = `http://localhost:${API_PORT}`;
  const servers = [
    spawn("node", ["dist/main.js"], {
      cwd: "../reference-api",
      env: { ...process.env, PORT: String(API_PORT), REFERENCE_API_DB: ":memory:", REFERENCE_API_TICKER_MS: "0" },
      stdio: "ignore",
    }),
    ...builds.map((build, index) =>
      spawn("node", [build.serve], {
        env: { ...process.env, CASINO_API_URL: apiUrl, PORT: String(FIRST_WEB_PORT + index) },
        stdio: "ignore",
      }),
    ),
  ];
  process.on("exit", () => {
    for (const server of servers) server.kill("SIGTERM");
  });
  process.on("SIGINT", () => process.exit(130));
  await Promise.all([waitFor(`${apiUrl}/health`), ...builds.map((build) => waitFor(`${build.url}/`))]);
  return { builds, accessToken: await demoPlayerToken(apiUrl) };
}

/**
 * Measures each page (`/casino`, or `/casino@player` signed in) `runs` times from every build in
 * turn, so whatever else the host does falls on each alike, and prints one table with the median of
 * each column per build and page under `title`. `measure(build, path, player)` answers one load's
 * figures by column; with `warmUp`, each build draws each page once first, unmeasured (the first
 * page a server draws loads its parts' modules while rendering, which no player gets afterwards).
 */
export async function compareBuilds({ builds, pages, runs, columns, measure, warmUp = false, title }) {
  const rows = [];
  for (const spec of pages) {
    const [path, who] = spec.split("@");
    const player = who === "player";
    if (warmUp) for (const build of builds) await measure(build, path, player);
    const results = builds.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, build] of builds.entries()) results[index].push(await measure(build, path, player));
    }
    for (const [index, build] of builds.entries()) {
      const row = { page: `${path} ${who ?? "guest"}`, build: build.name };
      for (const column of columns) row[column] = Math.round(median(results[index].map((result) => result[column])));
      rows.push(row);
    }
  }
  const header = ["page", "build", ...columns];
  console.info(
    [
      title,
      "",
      `| ${header.join(" | ")} |`,
      `| --- | --- |${" ---: |".repeat(columns.length)}`,
      ...rows.map((row) => `| ${header.map((column) => row[column]).join(" | ")} |`),
    ].join("\n"),
  );
}
