// Prints the gzip size of the global stylesheet and of each export as a consumer pays it: an
// esbuild bundle (minified, tree-shaken) of one named import from the built package, with every
// dependency included except react and react-dom, JavaScript and the component CSS it pulls in
// counted apart. Run `pnpm --filter @casino/ui build` first.
//
//   node scripts/size.mjs                  the stylesheet and every export
//   node scripts/size.mjs --json Button    chosen exports, as one JSON line (the site's bench reads it)
import { readdir, readFile, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const entry = `${dist}index.js`;

const source = await readFile(entry, "utf8").catch(() => {
  console.error("dist/index.js is missing: run `pnpm --filter @casino/ui build` first.");
  process.exit(1);
});
// Each public name and the module that defines it (`import { A, B } from "./Button/index.js"`):
// measured through that module's subpath (`@casino/ui/Button`), since esbuild, unlike webpack and
// Turbopack, keeps the stylesheets of every component a barrel re-exports.
const modules = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/([\w-]+)\/index\.js"/g)].flatMap(
  ([, list = "", folder = ""]) =>
    list
      .split(",")
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()
            ?.trim() ?? "",
      )
      .filter((name) => name !== "")
      .map((name) => ({ name, module: `${dist}${folder}/index.js` })),
);
modules.sort((a, b) => a.name.localeCompare(b.name));
const json = process.argv.includes("--json");
const chosen = process.argv.slice(2).filter((arg) => arg !== "--json");

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

async function gzipOfImport(name, module) {
  const result = await build({
    stdin: { contents: `export { ${name} } from ${JSON.stringify(module)};`, resolveDir: dist, loader: "js" },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: "esm",
    platform: "browser",
    write: false,
    outdir: "size",
    logLevel: "silent",
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const gzipOf = (extension) =>
    result.outputFiles
      .filter((file) => file.path.endsWith(extension))
      .reduce((sum, file) => sum + gzipSync(file.contents).byteLength, 0);
  return { js: gzipOf(".js"), css: gzipOf(".css") };
}

if (json) {
  const rows = [];
  for (const { name, module } of modules.filter((entry) => chosen.length === 0 || chosen.includes(entry.name)))
    rows.push({ name, ...(await gzipOfImport(name, module)) });
  console.info(JSON.stringify(rows));
  process.exit(0);
}

const css = await readFile(`${dist}styles.css`);
const fonts = await readdir(`${dist}fonts`);
const fontBytes = (await Promise.all(fonts.map((font) => stat(`${dist}fonts/${font}`)))).reduce(
  (sum, file) => sum + file.size,
  0,
);
console.info("@casino/ui sizes (gzip; one named import bundled with its dependencies, react and react-dom external)\n");
console.info(
  `${"dist/styles.css".padEnd(28)} ${kb(gzipSync(css).byteLength).padStart(10)} CSS (fonts, tokens, base; raw ${kb(css.byteLength)})`,
);
console.info(
  `${"dist/fonts/*.woff2".padEnd(28)} ${kb(fontBytes).padStart(10)}     (${fonts.length} files; a page loads its theme's one)\n`,
);
console.info(`${"export".padEnd(28)} ${"JS".padStart(10)} ${"CSS".padStart(10)}`);
for (const { name, module } of modules.filter((entry) => chosen.length === 0 || chosen.includes(entry.name))) {
  const { js, css: componentCss } = await gzipOfImport(name, module);
  console.info(`${name.padEnd(28)} ${kb(js).padStart(10)} ${kb(componentCss).padStart(10)}`);
}
