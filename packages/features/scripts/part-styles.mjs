// Gives each part the package draws on the server from a chunk of its own its stylesheets in the
// page's first load (src/lazy/server-rendered.tsx; docs/performance.md, "Signed-in pages drawn
// on the server"). A bundler loads the sheets a chunk's modules import with the chunk, after the
// page, so the server's HTML of the part would show unstyled: for every
// `serverRendered(() => import("./Part.js"))` in `dist`, the sheets of the UI kit's components that
// Part's module graph draws are collected into `Part.css` beside it, and the calling module imports
// that sheet, so the bundler ships it with the module that draws the part.
// Run by the package's build after tsup.
import { glob, mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { build } from "esbuild";

const CALL = /serverRendered(?:<[^>()]*>)?\(\s*\(\)\s*=>\s*import\("(\.\/[\w/-]+)\.js"\)/g;

/** Follows this package's modules and the UI kit's; every other package is left out (it brings no sheet). */
const kitStylesOnly = {
  name: "kit-styles-only",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path === "@casino/ui" || path.startsWith("@casino/ui/") ? undefined : { path, external: true },
    );
  },
};

/**
 * The sheets of the kit's modules whose code the part keeps once tree-shaken, in the order the part
 * imports them (a sheet of a component the part only passes by in a barrel is left out).
 */
async function partStyles(entry) {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: "part-styles",
    format: "esm",
    platform: "browser",
    logLevel: "error",
    metafile: true,
    plugins: [kitStylesOnly],
  });
  const script = Object.values(metafile.outputs).find((output) => output.entryPoint !== undefined);
  const kept = Object.entries(script.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
  const sheets = [
    ...new Set(
      kept.flatMap((path) =>
        metafile.inputs[path].imports.filter((found) => found.path.endsWith(".css")).map((found) => found.path),
      ),
    ),
  ];
  if (sheets.length === 0) throw new Error(`${entry} draws no stylesheet of the UI kit: leave it browser-only`);
  return (await Promise.all(sheets.map((sheet) => readFile(sheet, "utf8")))).join("\n");
}

// The sheets are imported through the package's `#part-styles/*` (package.json "imports"): a bundler
// resolves it to the sheet, and Node, which cannot import a stylesheet (a server render in plain
// Node, a test runner), to an empty module.
await mkdir("dist/part-styles", { recursive: true });
await writeFile("dist/part-styles/none.js", "// Node renders without stylesheets (scripts/part-styles.mjs).\n");

let parts = 0;
for await (const file of glob("dist/**/*.js")) {
  const source = await readFile(file, "utf8");
  const imports = [];
  for (const [, part] of source.matchAll(CALL)) {
    const sheet = `${relative("dist", join(dirname(file), part))}.css`;
    await writeFile(join("dist", sheet), await partStyles(join(dirname(file), `${part}.js`)));
    imports.push(`import "#part-styles/${sheet}";`);
    parts += 1;
  }
  if (imports.length === 0 || source.includes(imports[0])) continue;
  // After the "use client" directive, which must stay the module's first statement.
  const [directive, ...rest] = source.split("\n");
  if (directive !== '"use client";')
    throw new Error(`${basename(file)} draws a part on the server but is no client module`);
  await writeFile(file, [directive, ...imports, ...rest].join("\n"));
}
console.info(`part-styles: ${parts} server-drawn part(s) given their sheets`);
