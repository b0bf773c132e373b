// The release without the upload: for every public package under packages/ (a new one included),
// what `pnpm publish` would send is checked, then `pnpm publish --dry-run --no-git-checks` packs it.
// It fails when a package
//   - lacks the root's MIT LICENSE (packages/<name>/LICENSE, the same text) or leaves it out of the tarball,
//   - has `repository`, `homepage` or `bugs` other than the repository's (tooling/scripts/repository.mjs),
//   - ships a declaration naming a bare docs/ path a brand does not have (tooling/scripts/docs-links.mjs
//     rewrites them at build),
//   - renders texts (imports `@casino/i18n/react`) but names `@casino/i18n` as a plain dependency:
//     it must be a peer, so the app's one copy and its provider are the ones the package reads,
//   - cannot be packed for publishing.
// Run after the build (`npm test` runs it after its turbo step; `npm run release:dry-run` alone).
// docs/releasing.md says how a real release goes.
import { spawnSync } from "node:child_process";
import { existsSync, globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { linkDocs } from "./docs-links.mjs";
import { publicPackages, repositoryRoot } from "./packages.mjs";
import { packageLinks } from "./repository.mjs";

const license = readFileSync(join(repositoryRoot, "LICENSE"), "utf8");
const problems = [];

for (const { directory, path, manifest } of publicPackages()) {
  const name = manifest.name;
  const packageLicense = join(path, "LICENSE");
  if (!existsSync(packageLicense) || readFileSync(packageLicense, "utf8") !== license)
    problems.push(
      `${name}: packages/${directory}/LICENSE is missing or differs from the root LICENSE (cp LICENSE packages/${directory}/)`,
    );
  if (manifest.license !== "MIT") problems.push(`${name}: "license" is ${JSON.stringify(manifest.license)}, not "MIT"`);
  for (const [field, expected] of Object.entries(packageLinks(directory))) {
    if (!isDeepStrictEqual(manifest[field], expected))
      problems.push(`${name}: "${field}" should be ${JSON.stringify(expected)}`);
  }

  const rendersTexts = globSync("src/**/*.{ts,tsx}", { cwd: path }).some((file) =>
    /["']@casino\/i18n\/react["']/.test(readFileSync(join(path, file), "utf8")),
  );
  if (rendersTexts && manifest.peerDependencies?.["@casino/i18n"] === undefined)
    problems.push(
      `${name}: renders texts (imports @casino/i18n/react), so @casino/i18n must be a peer dependency (and a dev dependency for its tests), not a dependency: a second copy would ignore the app's I18nProvider`,
    );

  const publish = spawnSync("pnpm", ["publish", "--dry-run", "--no-git-checks", "--json"], {
    cwd: path,
    encoding: "utf8",
  });
  const json = publish.stdout.slice(publish.stdout.indexOf("{"));
  if (publish.status !== 0 || !json.startsWith("{")) {
    problems.push(`${name}: pnpm publish --dry-run failed:\n${publish.stdout}${publish.stderr}`);
    continue;
  }
  const tarball = JSON.parse(json);
  const files = tarball.files.map((file) => file.path);
  for (const required of ["LICENSE", "README.md", "package.json"]) {
    if (!files.includes(required)) problems.push(`${name}: the tarball leaves out ${required}`);
  }
  const declarations = files.filter((file) => file.endsWith(".d.ts"));
  // A command alone (the starter: `bin`, no module to import) has no types to ship.
  const importable = Object.keys(manifest.exports ?? {}).some((entry) => entry !== "./package.json");
  if (importable && declarations.length === 0) problems.push(`${name}: the tarball holds no declarations (not built?)`);
  for (const file of declarations) {
    const text = readFileSync(join(path, file), "utf8");
    if (linkDocs(text) !== text)
      problems.push(`${name}: ${file} names a bare docs/ path (is docs-links.mjs in the package's build script?)`);
  }
  console.info(`${tarball.id}: ${files.length} files, ${(tarball.size / 1024).toFixed(0)} kB packed, ready to publish`);
}

if (problems.length > 0) {
  console.error(`\nThe release would ship with problems:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  process.exit(1);
}
