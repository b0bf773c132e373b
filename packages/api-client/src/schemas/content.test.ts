import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { categoryListBody, scriptsBody, settingsBody } from "../test-support/fixtures";
import { categoryListResponseSchema, scriptsResponseSchema } from "./content";
import { settingsResponseSchema } from "./settings";

describe("content and settings schemas", () => {
  it("reads script entries with key, name, head, bodyStart and bodyEnd", () => {
    const parsed = v.parse(scriptsResponseSchema, scriptsBody);
    expect(parsed.data[0]).toMatchObject({
      key: "gtm",
      name: "Tag manager",
      head: "<script>1</script>",
      bodyStart: "",
    });
  });

  it("rejects scripts whose data is not a list", () => {
    expect(v.safeParse(scriptsResponseSchema, { success: true, data: { key: "gtm" } }).success).toBe(false);
  });

  it("reads data.topCategoryList and rejects a list without it", () => {
    expect(v.parse(categoryListResponseSchema, categoryListBody).data.topCategoryList).toHaveLength(1);
    expect(v.safeParse(categoryListResponseSchema, { success: true, data: { categories: [] } }).success).toBe(false);
  });

  it("reads every app setting the spec names and keeps a brand's own", () => {
    const parsed = v.parse(settingsResponseSchema, { ...settingsBody, data: { ...settingsBody.data, brandFlag: 1 } });
    expect(parsed.data.excludedCountryCodeList).toEqual(["US", "FR"]);
    expect(parsed.data.formFieldsValidation?.password?.minLength).toBe(8);
    expect(parsed.data.mirrorDomain?.[0]).toMatchObject({ id: 7, url: "https://mirror.example" });
    expect(parsed.data.mirrorDomain?.[0]?.registrationConfigs?.PT?.[0]?.deviceType).toBe("mobile");
    expect(parsed.data.settings?.registrationConfigs?.PT?.[0]?.deviceType).toBe("desktop");
    expect(parsed.data.brandFlag).toBe(1);
  });

  it("rejects settings with a wrongly typed excluded-country list", () => {
    const result = v.safeParse(settingsResponseSchema, { data: { excludedCountryCodeList: "US,FR" } });
    expect(result.success).toBe(false);
  });
});
