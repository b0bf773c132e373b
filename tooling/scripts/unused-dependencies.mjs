// Fails on a dependency nothing imports: for every workspace under packages/ and apps/ (a new one
// included), each name in `dependencies` and `peerDependencies` must be imported, required or
// `@import`ed by one of the workspace's own files (sources, tests, configs, scripts). A brand
// installs every dependency of a package; one nobody uses is weight and an advisory for nothing.
// `npm test` runs it as the root turbo task `check:dependencies`.
import { existsSync, globSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+|@import\s+(?:url\()?|\bresolve\s*\(\s*)["'`]([^"'`\s]+)["'`]/g;

/** `@scope/name` or `name` of an import specifier, or undefined for a relative or built-in one. */
function packageName(specifier) {
  if (/^(\.|\/|node:|#|data:|https?:)/.test(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

function workspaces() {
  return ["packages", "apps"].flatMap((group) =>
    existsSync(join(repositoryRoot, group))
      ? readdirSync(join(repositoryRoot, group))
          .map((directory) => join(repositoryRoot, group, directory))
          .filter((path) => existsSync(join(path, "package.json")))
      : [],
  );
}

let unused = 0;
for (const path of workspaces()) {
  const manifest = JSON.parse(readFileSync(join(path, "package.json"), "utf8"));
  const declared = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
  if (declared.length === 0) continue;
  const imported = new Set();
  // `*` skips dot folders (.storybook): they are named too.
  const files = globSync(["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs,css}", ".*/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs,css}"], {
    cwd: path,
    exclude: (name) => ["node_modules", "dist", ".next", "storybook-static", ".reports", ".turbo"].includes(name),
  });
  for (const file of files.filter((name) => statSync(join(path, name)).isFile())) {
    for (const [, specifier] of readFileSync(join(path, file), "utf8").matchAll(SPECIFIER)) {
      const name = packageName(specifier);
      if (name !== undefined) imported.add(name);
    }
  }
  // A dependency another dependency asks for as its peer is used through it (an app declares
  // `react` for `@casino/ui`).
  const peersOfDependencies = new Set(
    declared.flatMap((name) => {
      const dependencyManifest = join(path, "node_modules", name, "package.json");
      if (!existsSync(dependencyManifest)) return [];
      return Object.keys(JSON.parse(readFileSync(dependencyManifest, "utf8")).peerDependencies ?? {});
    }),
  );
  for (const name of declared) {
    if (imported.has(name) || peersOfDependencies.has(name)) continue;
    // A types-only package counts when its runtime package is imported (`@types/react` for `react`).
    if (name.startsWith("@types/") && imported.has(name.slice("@types/".length))) continue;
    unused += 1;
    console.error(
      `${manifest.name}: "${name}" is a dependency that no file of ${path.slice(repositoryRoot.length + 1)} imports`,
    );
  }
}
if (unused > 0) {
  console.error(
    `${unused} unused dependenc${unused === 1 ? "y" : "ies"}: remove them from package.json (pnpm remove <name>)`,
  );
  process.exit(1);
}
console.info("dependencies: every dependency and peer dependency of every workspace is imported");
