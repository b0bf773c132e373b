import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS } from "./paths";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("the README, this package's contract", () => {
  it("lists every endpoint path", () => {
    const missing = Object.values(DEFAULT_PATHS).filter(
      (path) => !readme.includes(`\`${path}`) && !readme.includes(` ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
