// Run after a package's build, in the package's folder: the comments of its published `.d.ts` (and
// the few messages in its `.js`) name our docs by repository path ("see docs/features.md, "Limits"").
// A brand installing the package has no docs/ folder, so each such path becomes the document's URL in
// the repository the root package.json names, with the section's anchor when a heading of that name
// follows ("https://github.com/<org>/<repo>/blob/main/docs/features.md#limits, "Limits"").
// `release-dry-run.mjs` fails on any bare docs/ path left in a package's declarations.
import { existsSync, globSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { docsUrl } from "./repository.mjs";

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");
}

const headingsOf = new Map();
/** The anchors of the headings of `docs/<file>`. */
function anchorsOf(file) {
  if (!headingsOf.has(file)) {
    const path = join(repositoryRoot, "docs", file);
    const text = existsSync(path) ? readFileSync(path, "utf8") : "";
    headingsOf.set(file, new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => headingAnchor(heading))));
  }
  return headingsOf.get(file);
}

// A docs/ path not already part of a URL or a longer path, optionally quoted in backticks, optionally
// followed by the section's name: `docs/features.md, "Limits"` or `docs/features.md, Limits)`.
const DOCS_PATH = /(?<![\w/.:-])(`?)docs\/([\w-]+\.md)\1(, (?:"([^"\n]+)"|([^",)\n]+)))?/g;

/** `text` with every bare docs/ path replaced by its URL. */
export function linkDocs(text) {
  return text.replace(DOCS_PATH, (_match, tick, file, section = "", quoted, bare) => {
    const heading = quoted ?? bare;
    const anchor = heading === undefined ? undefined : headingAnchor(heading);
    const url = docsUrl(file, anchor !== undefined && anchorsOf(file).has(anchor) ? anchor : undefined);
    return `${tick}${url}${tick}${section}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let changed = 0;
  for (const file of globSync("dist/**/*.{d.ts,js}")) {
    const text = readFileSync(file, "utf8");
    const linked = linkDocs(text);
    if (linked !== text) {
      writeFileSync(file, linked);
      changed += 1;
    }
  }
  console.info(`docs links: ${changed} file(s) of dist/ now point at the repository's docs`);
}
