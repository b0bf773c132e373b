import { writeFile } from "node:fs/promises";
import { THEMES } from "@casino/ui/themes";
import { defineConfig } from "tsup";
import { collectKit, KIT_FILE } from "./src/kit";

export default defineConfig({
  entry: ["src/cli.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: false,
  sourcemap: false,
  clean: false,
  // The site's router adapter, the versions and the template, read once here (src/kit.ts): one source each.
  async onSuccess() {
    await writeFile(`dist/${KIT_FILE}`, JSON.stringify(collectKit("../..", THEMES)));
  },
});
