import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Storybook and the consumer test render the stories against the built package, which they reach
// by its name. A story that imported a component by a relative path would render the source
// instead, and both would stop showing what a site ships.
const src = join(import.meta.dirname, "..");
const stories = globSync("*/**/*.stories.tsx", { cwd: src });
const RELATIVE_IMPORT = /from\s+["'](\.\.?\/[^"']+)["']/g;

describe("stories", () => {
  it("are found", () => {
    expect(stories.length).toBeGreaterThan(20);
  });

  it.each(stories)("%s imports components by the package name, relative paths only for fixtures", (file) => {
    const relative = [...readFileSync(join(src, file), "utf8").matchAll(RELATIVE_IMPORT)].map(([, path = ""]) => path);
    expect(relative.filter((path) => !/fixtures$/i.test(path))).toEqual([]);
  });
});
