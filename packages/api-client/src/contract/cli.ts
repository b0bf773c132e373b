#!/usr/bin/env node
import { parseArgs } from "node:util";
import { checkConformance } from "./conformance";
import { formatConformanceTable } from "./table";

const USAGE = `Checks a back end against the casino front end's contract (see docs/back-end-contract.md).

  casino-conformance --base-url URL [--token TOKEN] [--writes] [--core-url URL] [--realtime-url URL] [--locale en]

  --base-url      the back end's base URL (required)
  --token         a test player's access token; without it the player's calls are skipped
  --writes        also change the test player: a favourite added and removed, an event, a deposit
  --core-url      the host of /api/core/* when it differs from --base-url
  --realtime-url  the socket.io server when it differs from --base-url
  --locale        the locale of the text and category calls (default en)

Exits 1 when a check fails.`;

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    token: { type: "string" },
    writes: { type: "boolean", default: false },
    "core-url": { type: "string" },
    "realtime-url": { type: "string" },
    locale: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

const baseUrl = values["base-url"];
if (values.help || baseUrl === undefined) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(values.help ? 0 : 2);
}

// The client notes each 403 it reads as an ended session; here a 403 is the answer being checked.
console.warn = () => undefined;
const interactive = process.stderr.isTTY;
const rows = await checkConformance({
  baseUrl,
  coreUrl: values["core-url"],
  realtimeUrl: values["realtime-url"],
  token: values.token,
  writes: values.writes,
  locale: values.locale,
  onProgress: ({ done, total, check }) => {
    const line = `[${done + 1}/${total}] ${check}`;
    if (interactive) process.stderr.write(`\r\x1b[2K${line}`);
    else process.stderr.write(`${line}\n`);
  },
});
if (interactive) process.stderr.write("\r\x1b[2K");
process.stdout.write(`${formatConformanceTable(rows)}\n`);
process.exit(rows.some((row) => row.result === "fail") ? 1 : 0);
