import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/main.ts"],
  format: ["esm"],
  clean: true,
  sourcemap: true,
  target: "node24",
  platform: "node",
  // `node:sqlite` exists only with its prefix: stripping it (tsup's default) breaks the import.
  removeNodeProtocol: false,
});
