import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

type Resolve = (specifier: string) => string;

/** The folder of a package of ours, found through its `exports` like any dependency, never by a relative path. */
function packageDir(name: string, resolve: Resolve): string {
  return dirname(fileURLToPath(resolve(`${name}/package.json`)));
}

/** The folder of `@casino/ui`. */
export function uiPackageDir(resolve: Resolve = import.meta.resolve): string {
  return packageDir("@casino/ui", resolve);
}

/** The folder of `@casino/features`. */
export function featuresPackageDir(resolve: Resolve = import.meta.resolve): string {
  return packageDir("@casino/features", resolve);
}

/**
 * Where Storybook finds stories: beside each component of `@casino/ui` and each feature of
 * `@casino/features` (the stories import them by the package name, which `.storybook/main.ts`
 * resolves to the built package), and this app's own docs pages.
 */
export function storySpecifiers(uiDir: string = uiPackageDir(), featuresDir: string = featuresPackageDir()) {
  return [
    "../src/**/*.mdx",
    { directory: join(uiDir, "src"), files: "**/*.stories.@(ts|tsx)" },
    { directory: join(featuresDir, "src"), files: "**/*.stories.@(ts|tsx)" },
  ];
}
