import { readConfig } from "./config.ts";
import { startServer } from "./server.ts";

const config = readConfig(process.env);
const running = await startServer(config);
console.info(
  `reference-api listening on ${running.url} (database: ${config.databasePath}, control endpoints: ${config.controlEnabled ? "on" : "off"})`,
);
if (config.controlEnabled && config.controlToken === undefined) {
  // Made up at start: the developer needs it for control calls, and no page can guess it.
  console.info(`reference-api control token (X-Control-Token): ${running.controlToken}`);
}

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void running.close().then(() => process.exit(0));
  });
}
