import { defineConfig, type Options } from "tsup";

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];

// The server helper imports the core only through `src/index.ts`; in the build that import is left
// to the published `../index.js`, so the core (and its English texts) ships once, and the bindings
// keep their "use client" directive (esbuild drops directives of modules it bundles, but keeps the
// entry's own). The React bindings import the few core modules they need directly (bundled into
// them, a few hundred bytes twice), so a browser bundle of them never reaches the English table.
const coreAsExternal: Plugin = {
  name: "core-as-external",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index$/ }, () => ({ path: "../index.js", external: true }));
  },
};

// The static English texts are a module of their own (`@casino/i18n/english`), imported by the core
// as the published `./english.js`: a browser bundle that uses the core but not its English (the
// React bindings read only the texts a page hands them) leaves the table out, and a site can load
// it after the page.
const englishAsExternal: Plugin = {
  name: "english-as-external",
  setup(build) {
    build.onResolve({ filter: /^\.\/texts\/en$/ }, () => ({ path: "./english.js", external: true }));
  },
};

const shared: Options = {
  format: ["esm"],
  dts: true,
  clean: false,
  sourcemap: true,
  target: "es2023",
  external: ["react"],
};

export default defineConfig([
  { ...shared, entry: { english: "src/english.ts", "locale-path": "src/locale-path.ts" }, treeshake: true },
  { ...shared, entry: { index: "src/index.ts" }, treeshake: true, esbuildPlugins: [englishAsExternal] },
  {
    ...shared,
    entry: { "react/index": "src/react/index.ts", "server/index": "src/server/index.ts" },
    esbuildPlugins: [coreAsExternal],
  },
]);
