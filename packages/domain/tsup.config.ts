import { defineConfig } from "tsup";

export default defineConfig((options) => ({
  // One entry per module (tests aside): with `sideEffects: false` a consumer's bundler then skips
  // every module it does not import, even one with top-level schema calls (scripts/size.mjs).
  entry: ["src/**/*.ts", "!src/**/*.test.ts"],
  format: ["esm"],
  dts: true,
  // Watch mode (npm run dev) rebuilds in place: cleaning would pull dist from under the running apps.
  clean: !options.watch,
  sourcemap: true,
  target: "es2023",
  // Kept unbundled-per-module so a consumer's bundler can drop every rule it does not import.
  splitting: true,
  treeshake: true,
}));
