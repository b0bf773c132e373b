// Each package's README ends with every export of every entry point, read from the package's
// `exports` by the TypeScript compiler (the entry's source, `./dist/x.js` <- `src/x.ts`), each with
// the first sentence of its doc comment, between the markers below.
//   node tooling/scripts/package-exports.mjs          writes the section of every package under packages/
//   node tooling/scripts/package-exports.mjs --check  fails when a README's section differs from the exports
// (`npm test` runs the check: the root turbo task `check:readmes`.)
import { existsSync, globSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import * as prettier from "prettier";
import { linkDocs } from "./docs-links.mjs";
import { publicPackages } from "./packages.mjs";

const START =
  "<!-- exports:start: written by tooling/scripts/package-exports.mjs from the package's exports; do not edit -->";
const END = "<!-- exports:end -->";

/** The source file an `exports` target is built from: `./dist/react/index.js` <- `src/react/index.ts(x)`. */
function sourceOf(packagePath, target) {
  const base = target.replace(/^\.\/dist\//, "src/").replace(/\.js$/, "");
  const source = [".ts", ".tsx"]
    .map((extension) => base + extension)
    .find((file) => existsSync(join(packagePath, file)));
  if (source === undefined)
    throw new Error(`${packagePath}: no source for the export ${target} (looked for ${base}.ts(x))`);
  return source;
}

/** The package's code entry points: `[{ specifier, source }]`, a `./*` pattern expanded to its folders. */
function entryPoints({ path, manifest }) {
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    // `import` where a package names it, else `default` (domain and ui name only `default`).
    const file = typeof target === "string" ? target : (target.import ?? target.default);
    if (typeof file !== "string" || !file.endsWith(".js")) continue;
    if (subpath.includes("*")) {
      const pattern = sourceOf(path, file.replace("*", "Button")).replace("Button", "*");
      for (const source of globSync(pattern, { cwd: path }).sort()) {
        const name = source.split("/").at(-2);
        entries.push({
          specifier: `${manifest.name}/${name}`,
          source,
          pattern: `${manifest.name}/${subpath.slice(2)}`,
        });
      }
    } else
      entries.push({
        specifier: subpath === "." ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
        source: sourceOf(path, file),
      });
  }
  return entries;
}

/** The first sentence of a doc comment, on one line. */
function summary(text) {
  const paragraph = text
    .split(/\n\s*\n/)[0]
    .replace(/\{@link\s+([^}\s|]+)[^}]*\}/g, "`$1`")
    .replace(/\s+/g, " ")
    .trim();
  const sentence = paragraph.match(/^.*?[.:](?=\s+[A-Z`(]|$)/)?.[0] ?? paragraph;
  return sentence.replace(/:$/, ".");
}

/** The exports of each entry point: `[{ specifier, values: [{ name, summary }], types: [...] }]`. */
function exportsOf(pkg) {
  const ts = createRequire(join(pkg.path, "package.json"))("typescript");
  const entries = entryPoints(pkg);
  const program = ts.createProgram(
    entries.map(({ source }) => join(pkg.path, source)),
    {
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2023,
      skipLibCheck: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  return entries.map(({ specifier, source, pattern }) => {
    const file = program.getSourceFile(join(pkg.path, source));
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`${pkg.manifest.name}: cannot read the exports of ${source}`);
    const values = [];
    const types = [];
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const typeOnly = symbol.declarations?.some(
        (declaration) =>
          ts.isTypeOnlyExportDeclaration?.(declaration) ||
          declaration.isTypeOnly ||
          declaration.parent?.isTypeOnly ||
          declaration.parent?.parent?.isTypeOnly,
      );
      const entry = {
        name: symbol.name,
        summary: summary(ts.displayPartsToString(target.getDocumentationComment(checker))),
      };
      (target.flags & ts.SymbolFlags.Value && !typeOnly ? values : types).push(entry);
    }
    const byName = (a, b) => a.name.localeCompare(b.name, "en");
    return { specifier, pattern, values: values.sort(byName), types: types.sort(byName) };
  });
}

function listing(items) {
  return items.map(({ name, summary: text }) => `- \`${name}\`${text ? `: ${text}` : ""}`).join("\n");
}

/** The README section for `pkg`. */
function section(pkg) {
  const entries = exportsOf(pkg);
  const lines = [START, "", "## Every export", ""];
  lines.push(
    `What each entry point of \`${pkg.manifest.name}\` exports, read from the package's \`exports\` and written by \`tooling/scripts/package-exports.mjs\`; \`npm test\` fails when this list and the code differ.`,
    "",
  );
  const patterned = entries.filter(({ pattern }) => pattern !== undefined);
  for (const { specifier, values, types } of entries.filter(({ pattern }) => pattern === undefined)) {
    lines.push(`### \`${specifier}\``, "");
    if (values.length > 0)
      lines.push(`${values.length} value${values.length === 1 ? "" : "s"}:`, "", listing(values), "");
    if (types.length > 0) lines.push(`${types.length} type${types.length === 1 ? "" : "s"}:`, "", listing(types), "");
  }
  if (patterned.length > 0) {
    lines.push(
      `### \`${patterned[0].pattern}\``,
      "",
      `Each of these ${patterned.length} folders is an entry point of its own (\`${patterned[0].specifier}\`), exporting what it holds:`,
      "",
      patterned
        .map(
          ({ specifier, values, types }) =>
            `- \`${specifier}\`: ${[...values, ...types].map(({ name }) => `\`${name}\``).join(", ")}`,
        )
        .join("\n"),
      "",
    );
  }
  lines.push(END);
  return linkDocs(lines.join("\n"));
}

/** The README of `pkg` with its section written (replaced between the markers, or appended). */
async function expectedReadme(pkg) {
  const file = join(pkg.path, "README.md");
  const current = existsSync(file) ? readFileSync(file, "utf8") : `# ${pkg.manifest.name}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const generated = section(pkg);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + generated + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${generated}\n`;
  return {
    file,
    current,
    next: await prettier.format(next, { ...(await prettier.resolveConfig(file)), filepath: file }),
  };
}

const check = process.argv.includes("--check");
let stale = 0;
for (const pkg of publicPackages()) {
  const { file, current, next } = await expectedReadme(pkg);
  if (current === next) continue;
  if (check) {
    stale += 1;
    const listed = new Set([...current.matchAll(/^- `([^`]+)`/gm)].map(([, name]) => name));
    const actual = new Set([...next.matchAll(/^- `([^`]+)`/gm)].map(([, name]) => name));
    const missing = [...actual].filter((name) => !listed.has(name));
    const gone = [...listed].filter((name) => !actual.has(name));
    console.error(
      `${pkg.manifest.name}: README.md's list of exports differs from the package's exports` +
        (missing.length ? `; not listed: ${missing.join(", ")}` : "") +
        (gone.length ? `; listed but not exported: ${gone.join(", ")}` : "") +
        ". Run `node tooling/scripts/package-exports.mjs` and commit the README.",
    );
  } else {
    writeFileSync(file, next);
    console.info(`${pkg.manifest.name}: README.md's list of exports written`);
  }
}
if (stale > 0) process.exit(1);
