import { globSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * What the starter takes from this repository when it is built, so that a generated site and the
 * reference site share one source: the site's Next.js router adapter and its build's compile-hint
 * script, word for word, the published
 * packages' versions (each written as a `^` range) and the versions of the framework the reference
 * site is built and tested with.
 */
export interface StarterKit {
  /** The source of `apps/casino-web/src/core/router/next-router.tsx`. */
  readonly nextRouter: string;
  /**
   * The source of `apps/casino-web/scripts/compile-hints.mjs`, which the site's build runs after
   * `next build` (docs/performance.md, "Compiled while it downloads").
   */
  readonly compileHints: string;
  /** Package name to the version a generated `package.json` asks for (`^0.2.0`, `^16.4.6`). */
  readonly versions: Readonly<Record<string, string>>;
  /** The themes `@casino/ui` ships (`data-theme` values). */
  readonly themes: readonly string[];
  /**
   * The site's own files, from the starter's `template/` folder: `common/<path>` for every site,
   * `pages/<id>/<path>` for a page the brand picks (each written at `<path>`).
   */
  readonly templates: Readonly<Record<string, string>>;
}

/** The file the build writes beside the command, and the command reads. */
export const KIT_FILE = "kit.json";

/** Our packages a generated site depends on. */
export const KIT_PACKAGES = [
  "@casino/api-client",
  "@casino/domain",
  "@casino/features",
  "@casino/i18n",
  "@casino/ui",
] as const;

/** The framework packages a generated site depends on, at the reference site's versions. */
const FRAMEWORK_PACKAGES = [
  "next",
  "react",
  "react-dom",
  "@tanstack/react-query",
  "typescript",
  "@types/node",
  "@types/react",
  "@types/react-dom",
] as const;

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readManifest(path: string): Manifest {
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

/**
 * Reads the kit from a checkout of this repository (`repositoryRoot`): run by the starter's build and
 * by its tests, never by the published command. `themes` are `@casino/ui`'s.
 *
 * @example collectKit("../..", ["curacao", "lulu"]).versions["@casino/ui"] // "^0.2.0"
 */
export function collectKit(repositoryRoot: string, themes: readonly string[]): StarterKit {
  const versions: Record<string, string> = {};
  for (const name of KIT_PACKAGES) {
    const manifest = readManifest(join(repositoryRoot, "packages", name.replace("@casino/", ""), "package.json"));
    versions[name] = `^${manifest.version}`;
  }
  const site = readManifest(join(repositoryRoot, "apps/casino-web/package.json"));
  const siteVersions = { ...site.dependencies, ...site.devDependencies };
  for (const name of FRAMEWORK_PACKAGES) {
    const version = siteVersions[name];
    if (version === undefined) throw new Error(`create-casino-site: apps/casino-web does not depend on ${name}`);
    versions[name] = version.startsWith("^") ? version : `^${version}`;
  }
  return {
    nextRouter: readFileSync(join(repositoryRoot, "apps/casino-web/src/core/router/next-router.tsx"), "utf8"),
    compileHints: readFileSync(join(repositoryRoot, "apps/casino-web/scripts/compile-hints.mjs"), "utf8"),
    versions,
    themes,
    templates: readTemplates(join(repositoryRoot, "packages/create-casino-site/template")),
  };
}

function readTemplates(folder: string): Record<string, string> {
  const templates: Record<string, string> = {};
  for (const file of globSync("**/*", { cwd: folder, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = join(file.parentPath, file.name);
    templates[relative(folder, path).split(sep).join("/")] = readFileSync(path, "utf8");
  }
  return templates;
}
