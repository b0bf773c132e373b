/** The browser to drive: `CHROME_PATH`, then Debian's Chromium, then (undefined) Playwright's own. */
export function chromiumPath(): string | undefined;
/** Chromium's headless shell (`CHROME_HEADLESS_SHELL_PATH`, then Debian's), else `chromiumPath()`. */
export function chromiumHeadlessShellPath(): string | undefined;
/** Playwright's `launchOptions` for Chromium on these machines; `shell` drives the headless shell. */
export function chromiumLaunchOptions(options?: { shell?: boolean }): {
  executablePath: string | undefined;
  args: string[];
};
