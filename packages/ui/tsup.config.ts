import { rename } from "node:fs/promises";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2023",
  splitting: true,
  treeshake: true,
  external: ["react", "react-dom"],
  // esbuild compiles the CSS modules into one file; it is published as @casino/ui/styles.css.
  loader: { ".module.css": "local-css" },
  async onSuccess() {
    await rename("dist/index.css", "dist/styles.css");
  },
});
