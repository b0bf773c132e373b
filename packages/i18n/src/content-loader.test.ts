import { describe, expect, it } from "vitest";
import { createContentCache } from "./content-cache";
import {
  createContentLoader,
  mergeTexts,
  type ContentLoadProblem,
  type LocaleContent,
  type LocaleDocumentLoader,
} from "./content-loader";

/** A back end answering by locale and hash; records every document asked for. */
function fakeBackEnd(answer: (locale: string, hash: string | undefined) => unknown) {
  const asked: string[] = [];
  const load: LocaleDocumentLoader = async (locale, hash) => {
    asked.push(`${locale}|${hash ?? ""}`);
    const result = answer(locale, hash);
    if (result instanceof Error) throw result;
    return result;
  };
  return { load, asked };
}

const germanDocument = {
  "text.button.get": "Holen",
  "text.rakeback.claim.text": "Du hast [AA] erhalten.",
  "object.cookie.notice": { link: "/privacy-policy" },
  "array.faq.deposit": [{ question: "Wie?" }],
};

describe("createContentLoader", () => {
  it("asks for the locale's document with the cache-control hash", async () => {
    const backEnd = fakeBackEnd(() => germanDocument);
    await createContentLoader({ load: backEnd.load })("de", "abc123");
    expect(backEnd.asked).toEqual(["de|abc123"]);
  });

  it("falls back key by key: back end, then the locale's static texts, then English", async () => {
    const backEnd = fakeBackEnd(() => ({ "text.button.get": "Holen" }));
    const load = createContentLoader({
      load: backEnd.load,
      staticTexts: { de: { "button.get": "Nehmen", "button.more": "Mehr" } },
    });
    const { texts, source } = await load("de", "h1");
    expect(source).toBe("backend");
    expect(texts["button.get"]).toBe("Holen");
    expect(texts["button.more"]).toBe("Mehr");
    expect(texts["button.close"]).toBe("Close");
  });

  it("lets a brand's static English override the shipped English", async () => {
    const backEnd = fakeBackEnd(() => ({}));
    const load = createContentLoader({ load: backEnd.load, staticTexts: { en: { "button.get": "Grab it" } } });
    expect((await load("de", "h1")).texts["button.get"]).toBe("Grab it");
    expect((await load("en", "h1")).texts["button.get"]).toBe("Grab it");
  });

  it("hands over the back end's objects and arrays by name", async () => {
    const content = await createContentLoader({ load: fakeBackEnd(() => germanDocument).load })("de", "h1");
    expect(content.objects["cookie.notice"]).toEqual({ link: "/privacy-policy" });
    expect(content.arrays["faq.deposit"]).toEqual([{ question: "Wie?" }]);
  });

  it.each<[string, unknown]>([
    ["a failed call (network, timeout, an error status)", new Error("the server answered 503")],
    ["an answer that is not JSON", "<html>"],
    ["a JSON list instead of an object", ["text.button.get"]],
    ["an empty answer", undefined],
  ])("falls back to the static texts without throwing after %s", async (_name, answer) => {
    const problems: ContentLoadProblem[] = [];
    const load = createContentLoader({
      load: fakeBackEnd(() => answer).load,
      staticTexts: { de: { "button.more": "Mehr" } },
      onError: (problem) => problems.push(problem),
    });
    const content = await load("de", "h1");
    expect(content.source).toBe("static");
    expect(content.texts["button.more"]).toBe("Mehr");
    expect(content.texts["button.get"]).toBe("Get");
    expect(problems).toEqual([expect.objectContaining({ locale: "de", cacheControlHash: "h1", kind: "request" })]);
  });

  it("tries again on the next request after a failed load", async () => {
    let up = false;
    const backEnd = fakeBackEnd(() => (up ? germanDocument : new Error("503")));
    const load = createContentLoader({ load: backEnd.load });
    expect((await load("de", "h1")).source).toBe("static");
    up = true;
    expect((await load("de", "h1")).texts["button.get"]).toBe("Holen");
    expect(backEnd.asked).toHaveLength(2);
  });

  it("reuses a loaded document for 5 minutes, then loads it again", async () => {
    let now = Date.UTC(2026, 10, 21, 12, 0);
    const backEnd = fakeBackEnd(() => germanDocument);
    const load = createContentLoader({ load: backEnd.load, now: () => now });
    await load("de", "h1");
    now += 4 * 60_000;
    await load("de", "h1");
    expect(backEnd.asked).toHaveLength(1);
    now += 60_000;
    await load("de", "h1");
    expect(backEnd.asked).toHaveLength(2);
  });

  it("loads again when the back end's hash changes", async () => {
    const backEnd = fakeBackEnd(() => germanDocument);
    const load = createContentLoader({ load: backEnd.load });
    await load("de", "h1");
    await load("de", "h2");
    expect(backEnd.asked).toEqual(["de|h1", "de|h2"]);
  });

  it("shares one request among concurrent callers", async () => {
    const backEnd = fakeBackEnd(() => germanDocument);
    const load = createContentLoader({ load: backEnd.load });
    const [first, second] = await Promise.all([load("de", "h1"), load("de", "h1")]);
    expect(backEnd.asked).toHaveLength(1);
    expect(first).toBe(second);
  });

  it("shares a cache passed in between loaders", async () => {
    const cache = createContentCache<LocaleContent>();
    const backEnd = fakeBackEnd(() => germanDocument);
    await createContentLoader({ load: backEnd.load, cache })("de", "h1");
    await createContentLoader({ load: backEnd.load, cache })("de", "h1");
    expect(backEnd.asked).toHaveLength(1);
  });

  it("loads the default locale for a locale the site does not serve", async () => {
    const backEnd = fakeBackEnd(() => ({}));
    const content = await createContentLoader({ load: backEnd.load })("../../etc", "h1");
    expect(content.locale).toBe("en");
    expect(backEnd.asked).toEqual(["en|h1"]);
  });

  it("reports entries it left out while still using the rest", async () => {
    const problems: ContentLoadProblem[] = [];
    const backEnd = fakeBackEnd(() => ({ "text.button.get": 5, "text.button.more": "Mehr" }));
    const load = createContentLoader({ load: backEnd.load, onError: (problem) => problems.push(problem) });
    const content = await load("de", "h1");
    expect(content.texts["button.more"]).toBe("Mehr");
    expect(content.texts["button.get"]).toBe("Get");
    expect(problems).toEqual([expect.objectContaining({ kind: "entries", rejectedKeys: ["text.button.get"] })]);
  });
});

describe("mergeTexts", () => {
  it("lets the first source win and skips empty texts", () => {
    expect(mergeTexts({ a: "", b: "B1" }, undefined, { a: "A2", b: "B2", c: "C2" })).toEqual({
      a: "A2",
      b: "B1",
      c: "C2",
    });
  });
});
