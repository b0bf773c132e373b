import { chromiumLaunchOptions } from "@casino/playwright-config";
import { defineConfig, devices } from "@playwright/test";

// Overridable so that several checkouts on one machine can run the consumer test side by side.
const PORT = Number(process.env.E2E_UI_PORT ?? 5100);

/** The consumer test: the built package rendered in Chromium (consumer/, README "Styles"). */
export default defineConfig({
  testDir: "consumer",
  // Each theme is one serial group (its stories are mounted once per viewport): two run at a time.
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  reporter: [["list"], ["json", { outputFile: ".reports/playwright.json" }]],
  use: { baseURL: `http://localhost:${PORT}`, trace: "off" },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions({ shell: true }) } },
  ],
  webServer: {
    // Bundles the page from the built package (test:e2e depends on this package's build).
    command: `vite build --config consumer/vite.config.ts && vite preview --config consumer/vite.config.ts --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
