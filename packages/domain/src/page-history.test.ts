import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goBack, localeRootPath, pushPageHistory } from "./page-history";

describe("pushPageHistory", () => {
  it("keeps only the last 5 pages", () => {
    let history: string[] = [];
    for (const path of ["/1", "/2", "/3", "/4", "/5", "/6"]) history = pushPageHistory(history, path);
    expect(history).toEqual(["/2", "/3", "/4", "/5", "/6"]);
  });

  it("does not add the page already on top twice", () => {
    expect(pushPageHistory(["/", "/casino"], "/casino")).toEqual(["/", "/casino"]);
  });

  it("never holds more than 5 pages", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("/", "/a", "/b", "/c")), (paths) => {
        const history = paths.reduce<string[]>((current, path) => pushPageHistory(current, path), []);
        expect(history.length).toBeLessThanOrEqual(5);
        if (paths.length > 0) expect(history.at(-1)).toBe(paths.at(-1));
      }),
    );
  });
});

describe("goBack", () => {
  it("goes to the previous page", () => {
    expect(goBack(["/", "/casino", "/promotions"], "en")).toEqual({ target: "/casino", history: ["/", "/casino"] });
  });

  it("falls back to the locale root without history", () => {
    expect(goBack(["/casino"], "de")).toEqual({ target: "/de", history: [] });
    expect(goBack([], "en")).toEqual({ target: "/", history: [] });
  });
});

describe("localeRootPath", () => {
  it("gives / for the default locale and a lower-case prefix for others", () => {
    expect(localeRootPath("en")).toBe("/");
    expect(localeRootPath("EN")).toBe("/");
    expect(localeRootPath(null)).toBe("/");
    expect(localeRootPath("pt-BR")).toBe("/pt-br");
    expect(localeRootPath("en", "de")).toBe("/en");
  });
});
