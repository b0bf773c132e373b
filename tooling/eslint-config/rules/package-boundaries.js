import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { createRequire } from "node:module";
import { ALLOWED_IMPORTS, OWN_SCOPE, TOOLING_PACKAGES } from "../architecture.js";

/** @typedef {{ dir: string; name: string; exports: unknown }} PackageInfo */

/** @type {Map<string, PackageInfo | null>} */
const packageByDir = new Map();

/** The nearest package.json above `start` (the package a file belongs to), cached per directory. */
function owningPackage(start) {
  if (packageByDir.has(start)) return packageByDir.get(start) ?? null;
  const manifest = join(start, "package.json");
  let found = null;
  if (existsSync(manifest)) {
    const json = JSON.parse(readFileSync(manifest, "utf8"));
    found = { dir: start, name: json.name, exports: json.exports };
  } else if (dirname(start) !== start) {
    found = owningPackage(dirname(start));
  }
  packageByDir.set(start, found);
  return found;
}

/** Whether `subpath` ("./react", "./Button") is one of the entry points an `exports` map lists. */
function isExported(exportsField, subpath) {
  if (exportsField == null) return subpath === ".";
  if (typeof exportsField === "string") return subpath === ".";
  return Object.keys(exportsField).some((key) => {
    if (!key.includes("*")) return key === subpath;
    const [prefix, suffix] = key.split("*");
    return subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= prefix.length + suffix.length;
  });
}

/** Splits `@casino/ui/Button` into the package name and its subpath (`./Button`). */
function splitSpecifier(specifier) {
  const parts = specifier.split("/");
  const name = parts.slice(0, 2).join("/");
  const rest = parts.slice(2).join("/");
  return { name, subpath: rest === "" ? "." : `./${rest}` };
}

/** @type {import("eslint").Rule.RuleModule} */
export const packageBoundaries = {
  meta: {
    type: "problem",
    docs: {
      description: "Imports between workspaces follow docs/architecture.md: allowed arrows, public entry points only.",
    },
    schema: [],
    messages: {
      relative: "'{{source}}' reaches into another workspace by a relative path; import it by its package name.",
      arrow: "{{from}} may not import {{to}} (docs/architecture.md, the allowed imports).",
      deep: "'{{source}}' is not an entry point of {{to}}; import what its package.json exports lists.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = owningPackage(dirname(file));
    if (own === null) return {};
    const require = createRequire(file);

    function check(node, source) {
      if (typeof source !== "string") return;
      if (source.startsWith(".")) {
        const target = resolve(dirname(file), source);
        const targetPackage = owningPackage(existsSync(target) ? target : dirname(target));
        const inside = target === own.dir || target.startsWith(own.dir + sep);
        if (!inside || (targetPackage !== null && targetPackage.dir !== own.dir)) {
          context.report({ node, messageId: "relative", data: { source } });
        }
        return;
      }
      if (!source.startsWith(OWN_SCOPE)) return;
      const { name, subpath } = splitSpecifier(source);
      if (TOOLING_PACKAGES.includes(name) || name === own.name) return;
      const allowed = ALLOWED_IMPORTS[own.name] ?? [];
      if (!allowed.includes(name)) {
        context.report({ node, messageId: "arrow", data: { from: own.name, to: name } });
        return;
      }
      let manifestPath;
      try {
        manifestPath = require.resolve(`${name}/package.json`);
      } catch {
        return; // Not installed here: the type checker reports the missing dependency.
      }
      const target = owningPackage(dirname(manifestPath));
      if (target !== null && !isExported(target.exports, subpath)) {
        context.report({ node, messageId: "deep", data: { source, to: name } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};
