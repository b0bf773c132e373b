// Prints the gzip size of the stylesheet and of each export's JavaScript, as a consumer pays it:
// an esbuild bundle (minified, tree-shaken) of one named import from the built package, with
// every dependency included except react and react-dom. Run `pnpm --filter @casino/ui build` first.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const entry = `${dist}index.js`;

const source = await readFile(entry, "utf8").catch(() => {
  console.error("dist/index.js is missing: run `pnpm --filter @casino/ui build` first.");
  process.exit(1);
});
const exportList = /export\s*\{([^}]*)\}\s*;?\s*(?:\/\/.*)?$/m.exec(source)?.[1] ?? "";
// Public names as exported (`Local as Name` gives Name); components and constants alike.
const names = exportList
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
  .sort();

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

async function gzipOfImport(name) {
  const result = await build({
    stdin: { contents: `export { ${name} } from ${JSON.stringify(entry)};`, resolveDir: dist, loader: "js" },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: code.byteLength, gzip: gzipSync(code).byteLength };
}

const css = await readFile(`${dist}styles.css`);
console.info(
  `@casino/ui sizes (gzip; JS is one named import bundled with its dependencies, react and react-dom external)\n`,
);
console.info(
  `${"dist/styles.css".padEnd(28)} ${kb(gzipSync(css).byteLength).padStart(10)}   (raw ${kb(css.byteLength)})`,
);
for (const name of names) {
  const { raw, gzip } = await gzipOfImport(name);
  console.info(`${name.padEnd(28)} ${kb(gzip).padStart(10)}   (minified ${kb(raw)})`);
}
