import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The page imports the kit exactly as a site does: by its package name, through the `exports` of
// the built package. Node's self-reference resolves the name from inside the package itself; Node
// takes the `node` condition (the modules without their stylesheet imports, README "Styles"), so
// the page, a browser's, takes the same module of the browser build.
const built = (specifier: string) => fileURLToPath(import.meta.resolve(specifier)).replace("/dist/node/", "/dist/");

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@casino\/ui$/, replacement: built("@casino/ui") },
      { find: /^@casino\/ui\/styles\.css$/, replacement: built("@casino/ui/styles.css") },
    ],
  },
  build: { outDir: "../node_modules/.consumer", emptyOutDir: true, reportCompressedSize: false },
  logLevel: "warn",
});
