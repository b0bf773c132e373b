import { existsSync } from "node:fs";

/**
 * The browser to drive: `CHROME_PATH`, then Debian's Chromium, then (undefined) Playwright's own.
 * `playwright install` cannot download a browser on these machines (docs/architecture.md, "Toolchain").
 *
 * @returns {string | undefined}
 */
export function chromiumPath() {
  return [process.env.CHROME_PATH, "/usr/bin/chromium"].find((path) => Boolean(path && existsSync(path)));
}

/**
 * Playwright's `launchOptions` for Chromium here: the browser above, runnable as root, and kept off
 * the closed network (without these flags it keeps trying to reach Google's hosts).
 *
 * @returns {{ executablePath: string | undefined; args: string[] }}
 */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
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
  };
}
