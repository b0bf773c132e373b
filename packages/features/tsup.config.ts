import { defineConfig } from "tsup";

// One output module per source module, imports kept as written (the sources name them fully
// specified, `./router.js`), so a consumer's bundler splits and tree-shakes per feature and each
// module's "use client" directive stays at its top. Declarations come from tsc (tsconfig.build.json).
export default defineConfig({
  entry: [
    "src/**/*.{ts,tsx}",
    "!src/**/*.test.{ts,tsx}",
    "!src/**/*.stories.tsx",
    "!src/**/*ixtures.ts",
    "!src/test/**",
  ],
  format: ["esm"],
  bundle: false,
  dts: false,
  clean: false,
  sourcemap: true,
  target: "es2023",
});
