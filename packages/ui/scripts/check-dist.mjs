// Checks the built package as a consumer's bundler will read it (run after `pnpm build`, by
// `check:package`): every relative import of every module, stylesheets included, names a file
// that exists beside it; every component stylesheet of `src` is in `dist` and imported by a built
// module; and no module carries an emptied CSS-module class map (the defect of the old build,
// where `var styles_default = {}` left every component unstyled).
import { existsSync } from "node:fs";
import { glob, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const src = fileURLToPath(new URL("../src/", import.meta.url));
const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?["'](\.\.?\/[^"']+)["']/g;
const EMPTY_CLASS_MAP = /_default\s*=\s*\{\s*\}/;

const problems = [];
let modules = 0;
const importedStylesheets = new Set();
for await (const file of glob("**/*.js", { cwd: dist })) {
  modules += 1;
  const code = await readFile(join(dist, file), "utf8");
  if (EMPTY_CLASS_MAP.test(code)) problems.push(`${file}: an emptied CSS class map`);
  for (const [, specifier] of code.matchAll(RELATIVE_IMPORT)) {
    if (specifier.endsWith(".css")) importedStylesheets.add(join(dirname(file), specifier));
    if (!existsSync(join(dist, dirname(file), specifier))) problems.push(`${file}: imports ${specifier}, not in dist`);
  }
}

for await (const sheet of glob("[A-Z]*/**/*.css", { cwd: src })) {
  if (!importedStylesheets.has(sheet)) problems.push(`${sheet}: no built module imports it`);
}

if (modules === 0) problems.push("dist has no modules: run `pnpm --filter @casino/ui build` first");
if (problems.length > 0) {
  console.error(`dist check failed:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  process.exit(1);
}
console.info(`dist check: ${modules} modules import ${importedStylesheets.size} stylesheets, each beside its module`);
