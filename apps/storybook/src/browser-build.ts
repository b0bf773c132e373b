import { readFileSync } from "node:fs";
import { join } from "node:path";

type ExportTarget = string | { browser?: string; import?: string; default?: string };

/**
 * The module a site's bundler takes for a package's root (`exports["."]`, its `browser` build
 * first), in the package folder `dir`. Node's own resolution (`import.meta.resolve`) would take the
 * `node` build, which `@casino/ui` ships without its components' stylesheets: the stories would
 * draw unstyled.
 */
export function browserBuild(dir: string): string {
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
    exports: Record<string, ExportTarget>;
  };
  const root = manifest.exports["."];
  const entry = typeof root === "string" ? root : (root?.browser ?? root?.import ?? root?.default);
  if (entry === undefined) throw new Error(`${dir}: no browser build in the package's exports`);
  return join(dir, entry);
}
