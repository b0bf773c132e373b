import { describe, expect, it } from "vitest";
import { setUpClientUnderTest } from "../test-support/client-under-test";
import { categoryListBody, scriptsBody, settingsBody } from "../test-support/fixtures";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

describe("content calls", () => {
  it("asks for the scripts of the visitor's segment, cacheable, with the hash", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, scriptsBody);
    });
    const scripts = await client().content.getScripts({ enableAuthUsers: true, enableDepositors: false, hash: "h2" });

    expect(scripts.data[0]?.key).toBe("gtm");
    expect(last().url.pathname).toBe("/api/core/casino/scripts");
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      enableAuthUsers: "true",
      enableDepositors: "false",
      _: "h2",
    });
    expect(last().headers["cache-control"]).toBeUndefined();
  });

  it("loads the settings from settings2", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, settingsBody);
    });
    const settings = await client().content.getSettings();
    expect(settings.data.theme).toBe("curacao");
    expect(last().url.pathname).toBe("/api/core/casino/settings2");
  });

  it("asks for the category list by locale", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, categoryListBody);
    });
    const list = await client().content.getCategoryList({ locale: "pt" });
    expect(list.data.topCategoryList[0]?.slug).toBe("hot");
    expect(last().url.pathname + last().url.search).toBe("/api/admin/get-full-category-list?locale=pt");
  });
});
