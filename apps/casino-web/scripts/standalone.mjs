// `output: "standalone"` leaves static assets out of the server folder; copy them in
// so `node .next/standalone/apps/casino-web/server.js` serves a complete site.
import { cpSync, existsSync } from "node:fs";

const server = ".next/standalone/apps/casino-web";
cpSync(".next/static", `${server}/.next/static`, { recursive: true });
if (existsSync("public")) cpSync("public", `${server}/public`, { recursive: true });
