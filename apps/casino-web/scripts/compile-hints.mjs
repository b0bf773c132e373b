// Marks every browser chunk of the build with Chromium's explicit compile hint, so that its
// functions are compiled while the file streams in, on a background thread, instead of on the
// main thread the first time each is called (the casino kit's docs/performance.md, "Compiled while
// it downloads"). The site's build runs it right after `next build`, before anything copies the
// chunks; a chunk marked already is left as it is, so running it twice changes nothing. Sites that
// `create-casino-site` writes get this file word for word.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Chromium's magic comment: it must be the file's first line (other browsers read a comment). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Marks each `.js` file under `directory`; answers how many it marked. */
export function markChunks(directory) {
  let marked = 0;
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = join(entry.parentPath, entry.name);
    const source = readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info(`compile hints: ${String(markChunks(".next/static/chunks"))} chunks marked`);
}
