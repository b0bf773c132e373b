// `output: "standalone"` leaves static assets out of the server folder; copy them in, with the
// server's entry (scripts/serve.mjs, which names each request's peer to the site), so
// `node .next/standalone/apps/casino-web/serve.mjs` serves a complete site.
import { cpSync, existsSync } from "node:fs";

const server = ".next/standalone/apps/casino-web";
cpSync(".next/static", `${server}/.next/static`, { recursive: true });
cpSync("scripts/serve.mjs", `${server}/serve.mjs`);
if (existsSync("public")) cpSync("public", `${server}/public`, { recursive: true });
