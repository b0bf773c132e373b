import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

type Resolve = (specifier: string) => string;

/** The folder of `@casino/ui`, found through its `exports` like any dependency, never by a relative path. */
export function uiPackageDir(resolve: Resolve = import.meta.resolve): string {
  return dirname(fileURLToPath(resolve("@casino/ui/package.json")));
}

/** The folder of `@casino/features`, found the same way. */
export function featuresPackageDir(resolve: Resolve = import.meta.resolve): string {
  return dirname(fileURLToPath(resolve("@casino/features/package.json")));
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
