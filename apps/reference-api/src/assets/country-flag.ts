import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** flag-icons' 4:3 flags as the package was installed (no CDN), one `<code>.svg` per lower-case code. */
const FLAGS_DIRECTORY = join(
  dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")),
  "flags",
  "4x3",
);

const flagsByCode = new Map<string, string | null>();

function readFlag(lowerCaseCode: string): string | null {
  try {
    return readFileSync(join(FLAGS_DIRECTORY, `${lowerCaseCode}.svg`), "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
}

/**
 * A country's flag as an SVG document (4:3, from flag-icons), or `null` when the package has none.
 * Each file is read once and kept: the package does not change while the server runs. Only two
 * letters ever reach the file system, so no name can step out of the flags' folder.
 *
 * @example countryFlagSvg("MT")?.startsWith("<svg") // true
 */
export function countryFlagSvg(code: string): string | null {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  const lowerCaseCode = code.toLowerCase();
  if (!flagsByCode.has(lowerCaseCode)) flagsByCode.set(lowerCaseCode, readFlag(lowerCaseCode));
  return flagsByCode.get(lowerCaseCode) ?? null;
}
