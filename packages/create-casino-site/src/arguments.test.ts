import { describe, expect, it } from "vitest";
import { DEFAULT_API_URL, parseArguments, usage } from "./arguments.js";
import { STARTER_PAGES } from "./pages.js";

const THEMES = ["curacao", "lulu", "wincraft"];
const ALL_PAGES = STARTER_PAGES.map(({ id }) => id);

function options(argv: string[]) {
  const parsed = parseArguments(argv, THEMES);
  if (parsed.kind !== "options") throw new Error(`expected options, got ${JSON.stringify(parsed)}`);
  return parsed.options;
}

function error(argv: string[]) {
  const parsed = parseArguments(argv, THEMES);
  if (parsed.kind !== "error") throw new Error(`expected an error, got ${JSON.stringify(parsed)}`);
  return parsed.message;
}

describe("parseArguments", () => {
  it("takes the brand's name and theme, and writes every page into a folder of that name", () => {
    expect(options(["my-brand", "--theme", "lulu"])).toEqual({
      name: "my-brand",
      directory: "my-brand",
      theme: "lulu",
      pages: ALL_PAGES,
      apiUrl: DEFAULT_API_URL,
    });
  });

  it("reads --flag=value as well as --flag value, and the -- npm create puts before the flags", () => {
    expect(options(["--", "my-brand", "--theme=wincraft", "--directory=sites/mine"])).toMatchObject({
      theme: "wincraft",
      directory: "sites/mine",
    });
  });

  it("gives the kit's first theme when none is asked for", () => {
    expect(options(["my-brand"]).theme).toBe("curacao");
  });

  it("always writes home, and the pages picked in the catalogue's order", () => {
    expect(options(["my-brand", "--pages", "home"]).pages).toEqual(["home"]);
    expect(options(["my-brand", "--pages", [...ALL_PAGES].reverse().join(",")]).pages).toEqual(ALL_PAGES);
  });

  it("takes the back end's address", () => {
    expect(options(["my-brand", "--api-url", "https://api.brand.example"]).apiUrl).toBe("https://api.brand.example");
  });

  it("says which theme does not exist and which ones do", () => {
    expect(error(["my-brand", "--theme", "acme"])).toBe('No theme "acme": @casino/ui ships curacao, lulu, wincraft.');
  });

  it("says which page does not exist", () => {
    expect(error(["my-brand", "--pages", "home,casino"])).toContain("No page casino: pick from home");
  });

  it("refuses a name npm would refuse", () => {
    expect(error(["My Brand"])).toContain('"My Brand" cannot be a package name');
    expect(error(["-brand"])).toContain("cannot be a package name");
  });

  it("asks for the name when there is none, and refuses two", () => {
    expect(error(["--theme", "lulu"])).toContain("Name the brand");
    expect(error(["one", "two"])).toContain("One name only, got one, two");
  });

  it("refuses an unknown option and an option without its value", () => {
    expect(error(["my-brand", "--colour", "red"])).toContain("Unknown option --colour");
    expect(error(["my-brand", "--theme"])).toContain("--theme needs a value");
    expect(error(["my-brand", "--theme", "--pages", "home"])).toContain("--theme needs a value");
  });

  it("refuses a back end that is not an http(s) address", () => {
    expect(error(["my-brand", "--api-url", "ftp://api.brand.example"])).toContain("is not an http(s) address");
  });

  it("answers --help with the usage, which lists the themes and the pages", () => {
    expect(parseArguments(["my-brand", "--help"], THEMES)).toEqual({ kind: "help" });
    expect(usage(THEMES)).toContain("curacao | lulu | wincraft");
    for (const page of STARTER_PAGES) expect(usage(THEMES)).toContain(page.id);
  });
});
