import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SiteFiles } from "./site-files.js";

/**
 * Writes a generated site into `target`, which must be missing or empty: a brand's work is never
 * overwritten. Returns why it did not write, or `null` once written.
 *
 * @example writeSite("/home/me/lulu-casino", siteFiles(options, kit)) // null
 */
export function writeSite(target: string, files: SiteFiles): string | null {
  if (existsSync(target) && readdirSync(target).length > 0) {
    return `${target} is not empty: pick another name or --directory.`;
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), text);
  }
  return null;
}
