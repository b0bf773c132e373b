import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Overridable so that several checkouts on one machine can run the consumer test side by side.
const PORT = Number(process.env.E2E_UI_PORT ?? 5100);

/** The browser to drive: CHROME_PATH, then Debian's Chromium, then Playwright's own. */
function chromiumPath(): string | undefined {
  return [process.env.CHROME_PATH, "/usr/bin/chromium"].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
}

/** The consumer test: the built package rendered in Chromium (consumer/, README "Styles"). */
export default defineConfig({
  testDir: "consumer",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  reporter: [["list"], ["json", { outputFile: ".reports/playwright.json" }]],
  use: { baseURL: `http://localhost:${PORT}`, trace: "off" },
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
  webServer: {
    // Bundles the page from the built package (test:e2e depends on this package's build).
    command: `vite build --config consumer/vite.config.ts && vite preview --config consumer/vite.config.ts --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
