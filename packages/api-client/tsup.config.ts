import { defineConfig, type Options } from "tsup";

const shared: Options = {
  format: ["esm"],
  dts: true,
  // `pnpm build` empties dist first; two configs cleaning in parallel would race.
  clean: false,
  sourcemap: true,
  target: "es2023",
  external: ["react", "@tanstack/react-query"],
};

export default defineConfig([
  // The framework-free core, the server-safe React Query helpers, the server's forwarding proxy, and
  // the back-end contract (the OpenAPI document and the conformance command).
  {
    ...shared,
    entry: {
      index: "src/index.ts",
      "react/server": "src/react/server.ts",
      "proxy/index": "src/proxy/index.ts",
      "contract/index": "src/contract/index.ts",
      "contract/cli": "src/contract/cli.ts",
    },
    splitting: true,
    treeshake: true,
  },
  // Hooks and providers: bundling drops per-file directives, so the entry carries "use client"
  // itself (Next.js App Router treats it as a client module). Rollup's tree-shaking pass would
  // drop the banner too, so esbuild alone builds this entry.
  { ...shared, entry: { "react/index": "src/react/index.ts" }, splitting: false, banner: { js: '"use client";' } },
]);
