import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The folder of `@casino/ui`, found through its `exports` like any dependency, never by a relative path. */
export function uiPackageDir(resolve: (specifier: string) => string = import.meta.resolve): string {
  return dirname(fileURLToPath(resolve("@casino/ui/package.json")));
}

/**
 * Where Storybook finds stories: beside each component of `@casino/ui` (the stories import the
 * components by the package name, which `.storybook/main.ts` resolves to the built package), and
 * this app's own docs pages.
 */
export function storySpecifiers(uiDir: string = uiPackageDir()) {
  return ["../src/**/*.mdx", { directory: join(uiDir, "src"), files: "**/*.stories.@(ts|tsx)" }];
}
