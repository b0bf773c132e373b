// `npm start`: build the site and its reference back end, run both, stop both on Ctrl-C.
import { spawn, spawnSync } from "node:child_process";

const WEB_PORT = process.env.PORT ?? "3000";
const API_PORT = process.env.API_PORT ?? "4000";
const apiUrl = process.env.CASINO_API_URL ?? `http://localhost:${API_PORT}`;

const build = spawnSync(
  "turbo",
  ["run", "build", "--filter=casino-web...", "--filter=reference-api...", "--output-logs=errors-only"],
  { stdio: "inherit" },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
function run(name, args, env) {
  const child = spawn("pnpm", ["--filter", name, ...args], { stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

if (!process.env.CASINO_API_URL) run("reference-api", ["start"], { PORT: API_PORT });
run("casino-web", ["start"], { PORT: WEB_PORT, CASINO_API_URL: apiUrl });

console.info(`\n  Casino site: http://localhost:${WEB_PORT}   (back end: ${apiUrl})   Ctrl-C stops both.\n`);
