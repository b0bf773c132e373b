import { readFile, rename, rm, writeFile } from "node:fs/promises";
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
    const css = await readFile("dist/index.css", "utf8");
    await writeFile("dist/styles.css", css.replace("sourceMappingURL=index.css.map", "sourceMappingURL=styles.css.map"));
    await rm("dist/index.css");
    await rename("dist/index.css.map", "dist/styles.css.map");
  },
});
