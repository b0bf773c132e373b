import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2023",
  // Kept unbundled-per-module so a consumer's bundler can drop every rule it does not import.
  splitting: true,
  treeshake: true,
});
