import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { browserBuild } from "../src/browser-build";
import { featuresPackageDir, storySpecifiers, uiPackageDir } from "../src/story-globs";

// Storybook shows exactly what a site ships: `@casino/ui` and its stylesheet, and
// `@casino/features`, resolve through the packages' `exports` to the built `dist` (build the
// packages first; turbo's build does), the browser build as a site's bundler takes it.
const built = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const uiDir = uiPackageDir((specifier) => import.meta.resolve(specifier));
const featuresDir = featuresPackageDir((specifier) => import.meta.resolve(specifier));

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: storySpecifiers(uiDir, featuresDir),
  // The decorators and toolbar are shared with the kit's component tests.
  previewAnnotations: (entries = []) => [...entries, join(uiDir, ".storybook", "preview.tsx")],
  // The pictures the features' recorded answers name, where a back end serves them.
  staticDirs: [{ from: join(featuresDir, "src", "test", "recorded", "assets"), to: "/api/core/casino/assets" }],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: {},
  viteFinal(viteConfig) {
    const alias = [
      { find: /^@casino\/ui$/, replacement: browserBuild(uiDir) },
      { find: /^@casino\/features$/, replacement: browserBuild(featuresDir) },
      // A prefix, so `@casino/ui/styles.css?raw` (the token tables) resolves to the same file.
      { find: /^@casino\/ui\/styles\.css/, replacement: built("@casino/ui/styles.css") },
    ];
    return {
      ...viteConfig,
      resolve: { ...viteConfig.resolve, alias: [...alias, ...toArray(viteConfig.resolve?.alias)] },
    };
  },
};

function toArray(alias: unknown): { find: string | RegExp; replacement: string }[] {
  if (Array.isArray(alias)) return alias;
  if (alias && typeof alias === "object")
    return Object.entries(alias).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
  return [];
}

export default config;
