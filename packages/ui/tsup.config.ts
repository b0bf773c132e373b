import { execFile } from "node:child_process";
import { cp, glob, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
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

/**
 * The same modules without their stylesheet imports, in `dist/node/`, for plain Node (a server render
 * without a bundler, a test runner that leaves packages to Node), which cannot load a `.css` file.
 * `package.json` gives them to the `node` condition, after `browser` (a client bundle) and
 * `react-server` (React Server Components, whose bundler collects the stylesheets of the components
 * they render), so whatever draws for a browser still loads each component's stylesheet with it.
 * The emptied line keeps the line numbers; the source maps stay with `dist/`'s modules.
 */
async function writeNodeModules(): Promise<void> {
  for await (const file of glob("dist/**/*.js", { exclude: ["dist/node/**"] })) {
    const source = await readFile(file, "utf8");
    const withoutStylesheets = source
      .replace(/^import "\.[^"]*\.css";$/gm, "")
      .replace(/^\/\/# sourceMappingURL=.*$/m, "");
    const target = join("dist/node", relative("dist", file));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, withoutStylesheets);
  }
}

/** Fully specified, as the modules' own imports: `./Button` gives `./Button.js` or `./Button/index.js`. */
async function fullySpecified(specifier: string, fromDir: string): Promise<string> {
  if (await isFile(join(fromDir, `${specifier}.d.ts`))) return `${specifier}.js`;
  if (await isFile(join(fromDir, specifier, "index.d.ts"))) return `${specifier}/index.js`;
  return specifier;
}

/**
 * The `.d.ts` beside each module, by `tsc` (one per source module, like the JavaScript), with
 * relative imports made fully specified so `node16` resolution finds them too, and without the
 * stylesheet imports.
 */
async function emitDeclarations(): Promise<void> {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  await promisify(execFile)(process.execPath, [tsc, "-p", "tsconfig.build.json"]);
  for await (const file of glob("dist/**/*.d.ts")) {
    const source = await readFile(file, "utf8");
    const specifiers = new Set(
      [...source.matchAll(/(?:from |import\()"(\.\.?\/[^"]+)"/g)].map(([, path = ""]) => path),
    );
    // A stylesheet import means nothing to types (and `noUncheckedSideEffectImports` would flag it).
    let rewritten = source.replace(/^import "[^"]+\.css";\n/gm, "");
    for (const specifier of specifiers) {
      const target = await fullySpecified(specifier, dirname(file));
      rewritten = rewritten.replaceAll(`"${specifier}"`, `"${target}"`);
    }
    if (rewritten !== source) await writeFile(file, rewritten);
  }
}

export default defineConfig((options) => ({
  entry: SOURCES,
  format: ["esm"],
  // Declarations come from tsc (emitDeclarations): tsup's bundled dts runs out of memory on this many entries.
  dts: false,
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
    await writeNodeModules();
    await emitDeclarations();
  },
}));
