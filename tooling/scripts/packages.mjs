// The repository's public packages: every folder under packages/ whose package.json is not private.
// The checks that cover "every package" read this list, so a package added later is covered too.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** `[{ directory, path, manifest }]` of each public package, in folder order. */
export function publicPackages() {
  return readdirSync(join(repositoryRoot, "packages"))
    .sort()
    .map((directory) => ({ directory, path: join(repositoryRoot, "packages", directory) }))
    .filter(({ path }) => existsSync(join(path, "package.json")))
    .map((entry) => ({ ...entry, manifest: JSON.parse(readFileSync(join(entry.path, "package.json"), "utf8")) }))
    .filter(({ manifest }) => manifest.private !== true);
}
