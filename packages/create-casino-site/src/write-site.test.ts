import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { writeSite } from "./write-site.js";

const folders: string[] = [];
function emptyFolder() {
  const folder = mkdtempSync(join(tmpdir(), "create-casino-site-"));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

it("writes every file of the site, folders included", () => {
  const target = join(emptyFolder(), "lulu-casino");
  expect(writeSite(target, { "package.json": "{}\n", "src/app/api/[...path]/route.ts": "export {};\n" })).toBeNull();
  expect(readFileSync(join(target, "package.json"), "utf8")).toBe("{}\n");
  expect(readFileSync(join(target, "src/app/api/[...path]/route.ts"), "utf8")).toBe("export {};\n");
});

it("never writes over a folder that holds something", () => {
  const target = emptyFolder();
  writeFileSync(join(target, "notes.md"), "mine");
  expect(writeSite(target, { "notes.md": "theirs" })).toBe(`${target} is not empty: pick another name or --directory.`);
  expect(readFileSync(join(target, "notes.md"), "utf8")).toBe("mine");
});
