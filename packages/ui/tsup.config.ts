import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { defineConfig } from "tsup";

export default defineConfig((options) => ({
  // One entry per module (tests, stories and test helpers aside): with `sideEffects` limited to the
  // CSS, an app's bundler then loads only the components it renders, not the whole kit.
  entry: ["src/**/*.{ts,tsx}", "!src/**/*.test.{ts,tsx}", "!src/**/*.stories.tsx", "!src/test/**"],
  format: ["esm"],
  dts: true,
  // Watch mode (npm run dev) rebuilds in place: cleaning would pull dist from under the running apps.
  clean: !options.watch,
  sourcemap: true,
  target: "es2023",
  splitting: true,
  treeshake: true,
  external: ["react", "react-dom"],
  // esbuild compiles the CSS modules into one file; it is published as @casino/ui/styles.css.
  loader: { ".module.css": "local-css" },
  async onSuccess() {
    const css = await readFile("dist/index.css", "utf8");
    await writeFile(
      "dist/styles.css",
      css.replace("sourceMappingURL=index.css.map", "sourceMappingURL=styles.css.map"),
    );
    await rm("dist/index.css");
    await rename("dist/index.css.map", "dist/styles.css.map");
    // The per-module entries repeat their slice of the CSS; styles.css already holds all of it.
    for (const file of await readdir("dist", { recursive: true })) {
      if (/\.css(\.map)?$/.test(file) && !file.startsWith("styles.css")) await rm(`dist/${file}`);
    }
  },
}));
