/** The browser to drive: `CHROME_PATH`, then Debian's Chromium, then (undefined) Playwright's own. */
export function chromiumPath(): string | undefined;
/** Playwright's `launchOptions` for Chromium on these machines. */
export function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] };
