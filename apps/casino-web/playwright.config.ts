import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Overridable so that several checkouts on one machine can run their journeys side by side.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);

/** The browser to drive: CHROME_PATH, then Debian's Chromium, then Playwright's own. */
function chromiumPath(): string | undefined {
  return [process.env.CHROME_PATH, "/usr/bin/chromium"].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".reports/playwright.json" }]],
  use: { baseURL: `http://localhost:${WEB_PORT}`, trace: "off" },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath(),
          // Keep Chromium off the closed network and runnable as root.
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The built server, as `npm start` runs it (test:e2e depends on ^build, reference-api included).
      command: "node dist/main.js",
      cwd: "../reference-api",
      url: `http://localhost:${API_PORT}/health`,
      // A fresh in-memory database per run, the control endpoints for the journeys, the site's origin for CORS.
      env: {
        PORT: String(API_PORT),
        REFERENCE_API_DB: ":memory:",
        REFERENCE_API_CONTROL: "1",
        REFERENCE_API_CORS_ORIGIN: `http://localhost:${WEB_PORT}`,
        REFERENCE_API_TICKER_MS: "0",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "pnpm start",
      url: `http://localhost:${WEB_PORT}`,
      env: { PORT: String(WEB_PORT), CASINO_API_URL: `http://localhost:${API_PORT}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
