import { existsSync } from "node:fs";

const firstPresent = (paths) => paths.find((path) => Boolean(path && existsSync(path)));

/**
 * The browser to drive: `CHROME_PATH`, then Debian's Chromium, then (undefined) Playwright's own.
 * `playwright install` cannot download a browser on these machines (docs/architecture.md, "Toolchain").
 *
 * @returns {string | undefined}
 */
export function chromiumPath() {
  return firstPresent([process.env.CHROME_PATH, "/usr/bin/chromium"]);
}

/**
 * The same Blink without the browser's own interface, as Playwright drives it by default when headless:
 * `CHROME_HEADLESS_SHELL_PATH`, then Debian's `chromium-headless-shell`, then the browser above. It
 * draws pages with the same engine for about a third less CPU (docs/testing.md, "The browser tests
 * run in the headless shell").
 *
 * @returns {string | undefined}
 */
export function chromiumHeadlessShellPath() {
  return firstPresent([process.env.CHROME_HEADLESS_SHELL_PATH, "/usr/bin/chromium-headless-shell"]) ?? chromiumPath();
}

/**
 * Playwright's `launchOptions` for Chromium here: the browser (the headless shell with `shell`),
 * runnable as root, and kept off the closed network (without these flags it keeps trying to reach
 * Google's hosts). The shell hints its fonts fully by default; hinted slightly, it draws text to
 * the pixel as the full browser does here, so the screenshots' baselines hold in either.
 *
 * @param {{ shell?: boolean }} [options]
 * @returns {{ executablePath: string | undefined; args: string[] }}
 */
export function chromiumLaunchOptions({ shell = false } = {}) {
  return {
    executablePath: shell ? chromiumHeadlessShellPath() : chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      ...(shell ? ["--font-render-hinting=slight"] : []),
    ],
  };
}
