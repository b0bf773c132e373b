import { cp, glob, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { build, type Plugin } from "esbuild";
import { defineConfig } from "tsup";

// Tests, stories and their fixtures stay out of the package.
const SOURCES = [
  "src/**/*.{ts,tsx}",
  "!src/**/*.test.{ts,tsx}",
  "!src/**/*.stories.tsx",
  "!src/**/*{F,f}ixtures.ts",
  "!src/test/**",
];

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/**
 * Keeps `dist` a mirror of `src`: every relative import stays an import of the sibling output
 * module (written fully specified, `./Button.js`, as Node and browsers need it), and every `.css`
 * import stays exactly as written, so a component's stylesheet loads whenever the component does.
 * Nothing is inlined or split into shared chunks, so no build step can separate a class name from
 * its rule (see the README, "Styles").
 */
const mirrorRelativeImports: Plugin = {
  name: "mirror-relative-imports",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\.?\// }, async ({ path, resolveDir, kind }) => {
      if (kind === "entry-point") return undefined;
      if (path.endsWith(".css")) return { path, external: true };
      const base = join(resolveDir, path);
      for (const extension of [".ts", ".tsx"]) {
        if (await isFile(base + extension)) return { path: `${path}.js`, external: true };
      }
      for (const extension of [".ts", ".tsx"]) {
        if (await isFile(join(base, `index${extension}`))) return { path: `${path}/index.js`, external: true };
      }
      return { errors: [{ text: `cannot resolve ${path} from ${resolveDir}` }] };
    });
  },
};

/** The one global sheet (fonts, theme tokens, base), with the font files it names, into `dist/`. */
async function buildGlobalStylesheet(): Promise<void> {
  await build({
    entryPoints: { styles: "src/styles.css" },
    bundle: true,
    outdir: "dist",
    loader: { ".woff2": "file" },
    assetNames: "fonts/[name]",
    logLevel: "warning",
  });
}

/** Each component's stylesheet (they live in the components' PascalCase folders), beside its module. */
async function copyComponentStylesheets(): Promise<void> {
  for await (const file of glob("src/[A-Z]*/**/*.css")) await cp(file, join("dist", relative("src", file)));
}

export default defineConfig((options) => ({
  entry: SOURCES,
  format: ["esm"],
  dts: true,
  // Watch mode (npm run dev) rebuilds in place: cleaning would pull dist from under the running apps.
  clean: !options.watch,
  sourcemap: true,
  target: "es2023",
  // One output module per source module: relative imports are external (the plugin above), so
  // bundling only compiles each file; no chunk is shared.
  bundle: true,
  splitting: false,
  treeshake: false,
  external: ["react", "react-dom"],
  esbuildPlugins: [mirrorRelativeImports],
  async onSuccess() {
    await buildGlobalStylesheet();
    await copyComponentStylesheets();
  },
}));
