import { describe, expect, it } from "vitest";
import { createContentLoader } from "../index";
import { createI18nPropsLoader } from "./index";

describe("createI18nPropsLoader", () => {
  it("loads the locale's texts into provider props", async () => {
    const load = async () => ({ "text.button.get": "Holen" });
    const getI18nProps = createI18nPropsLoader(createContentLoader({ load }));
    expect(await getI18nProps("de", "h1", true)).toEqual({
      locale: "de",
      texts: { "button.get": "Holen" },
      debugKeys: true,
    });
  });

  it("gives English props without texts when the back end is down", async () => {
    const load = () => Promise.reject(new Error("the server answered 503"));
    const getI18nProps = createI18nPropsLoader(createContentLoader({ load }));
    expect(await getI18nProps("xx")).toEqual({ locale: "en", texts: {}, debugKeys: false });
  });
});
