// The repository's URL, named once: in the root package.json's `repository`. Each package's
// `repository`, `homepage` and `bugs`, and the docs links of the published declarations, derive from it.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const rootManifest = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../../package.json"), "utf8"),
);

/** `https://github.com/<org>/<repo>`, from the root package.json's `repository.url`. */
export const REPOSITORY_URL = rootManifest.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");

/** The URL of `docs/<file>` on the main branch, with `#anchor` when given. */
export function docsUrl(file, anchor) {
  return `${REPOSITORY_URL}/blob/main/docs/${file}${anchor === undefined ? "" : `#${anchor}`}`;
}

/** The `repository`, `homepage` and `bugs` fields the package in `packages/<directory>` must carry. */
export function packageLinks(directory) {
  return {
    repository: { type: "git", url: rootManifest.repository.url, directory: `packages/${directory}` },
    homepage: `${REPOSITORY_URL}/tree/main/packages/${directory}#readme`,
    bugs: { url: `${REPOSITORY_URL}/issues` },
  };
}
