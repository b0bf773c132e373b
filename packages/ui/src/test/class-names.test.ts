import { globSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Every component names its classes twice: once in its TSX, once in the stylesheet beside it
// (README, "Styles"). These checks keep the two in step; they read the files, since the test
// runner replaces imported CSS with an empty module.
const src = join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(src, file), "utf8");
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/** Our class names: `casino-` and a PascalCase component name (tokens are `--casino-` and lower case). */
const CLASS_IN_TSX = /(?<![\w-])casino-[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g;
const CLASS_IN_CSS = /\.(casino-[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)/g;
const CSS_IMPORT = /import\s+["'](\.\.?\/[^"']+\.css)["']/g;

const modules = globSync("*/**/*.tsx", { cwd: src }).filter(
  (file) => !/\.(test|stories)\.tsx$/.test(file) && !file.startsWith("test/"),
);
const stylesheets = globSync("[A-Z]*/**/*.css", { cwd: src });

function classesUsedIn(module: string): Set<string> {
  return new Set(withoutComments(read(module)).match(CLASS_IN_TSX) ?? []);
}

function classesDefinedIn(stylesheet: string): Set<string> {
  return new Set([...withoutComments(read(stylesheet)).matchAll(CLASS_IN_CSS)].map(([, name = ""]) => name));
}

function stylesheetsImportedBy(module: string): string[] {
  return [...read(module).matchAll(CSS_IMPORT)].map(([, path = ""]) => relative(src, join(src, dirname(module), path)));
}

describe("class names and stylesheets", () => {
  it("finds the components and their stylesheets", () => {
    expect(modules).toContain(join("Button", "Button.tsx"));
    expect(stylesheets).toContain(join("Button", "Button.css"));
  });

  it.each(modules)("%s uses only classes that a stylesheet it imports defines", (module) => {
    const defined = new Set(stylesheetsImportedBy(module).flatMap((sheet) => [...classesDefinedIn(sheet)]));
    const undefinedClasses = [...classesUsedIn(module)].filter((name) => !defined.has(name));
    expect(undefinedClasses).toEqual([]);
  });

  it.each(stylesheets)("%s is imported by a component and each of its classes is used there", (sheet) => {
    const importers = modules.filter((module) => stylesheetsImportedBy(module).includes(sheet));
    expect(importers).not.toEqual([]);
    const used = new Set(importers.flatMap((module) => [...classesUsedIn(module)]));
    const unusedClasses = [...classesDefinedIn(sheet)].filter((name) => !used.has(name));
    expect(unusedClasses).toEqual([]);
  });

  it.each(stylesheets)("%s names only its own component's classes", (sheet) => {
    const component =
      sheet
        .split(/[\\/]/)
        .pop()
        ?.replace(/\.css$/, "") ?? "";
    const foreign = [...classesDefinedIn(sheet)].filter(
      (name) => name !== `casino-${component}` && !name.startsWith(`casino-${component}-`),
    );
    expect(foreign).toEqual([]);
  });
});
