// The builds a side-by-side bench compares (main-thread.mjs, first-shown.mjs): the reference API and
// one server per build, each on a port of its own, stopped when the bench exits.
import { spawn } from "node:child_process";
import { demoPlayerToken } from "./demo-player.mjs";
import { waitFor } from "./lighthouse.mjs";

const API_PORT = 4500;
const FIRST_WEB_PORT = 3500;

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
