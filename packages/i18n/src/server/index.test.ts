import { describe, expect, it } from "vitest";
import { createContentLoader, type FetchLike } from "../index";
import { createI18nPropsLoader } from "./index";

describe("createI18nPropsLoader", () => {
  it("loads the locale's texts into provider props", async () => {
    const fetch: FetchLike = async () => ({
      ok: true,
      status: 200,
      json: async () => ({ "text.button.get": "Holen" }),
    });
    const getI18nProps = createI18nPropsLoader(createContentLoader({ fetch, baseUrl: "http://x" }));
    expect(await getI18nProps("de", "h1", true)).toEqual({
      locale: "de",
      texts: { "button.get": "Holen" },
      debugKeys: true,
    });
  });

  it("gives English props without texts when the back end is down", async () => {
    const fetch: FetchLike = async () => ({ ok: false, status: 503, json: async () => ({}) });
    const getI18nProps = createI18nPropsLoader(createContentLoader({ fetch, baseUrl: "http://x" }));
    expect(await getI18nProps("xx")).toEqual({ locale: "en", texts: {}, debugKeys: false });
  });
});
