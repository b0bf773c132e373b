import { defineConfig, type Options } from "tsup";

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];

// The React bindings and the server helper import the core only through `src/index.ts`; in the
// build that import is left to the published `../index.js`, so the core (and its English texts)
// ships once, and the bindings keep their "use client" directive (esbuild drops directives of
// modules it bundles, but keeps the entry's own).
const coreAsExternal: Plugin = {
  name: "core-as-external",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index$/ }, () => ({ path: "../index.js", external: true }));
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
  { ...shared, entry: { index: "src/index.ts" }, treeshake: true },
  {
    ...shared,
    entry: { "react/index": "src/react/index.ts", "server/index": "src/server/index.ts" },
    esbuildPlugins: [coreAsExternal],
  },
]);
