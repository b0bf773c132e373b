import { describe, expect, it } from "vitest";
import { jsonBody, setUpClientUnderTest } from "../test-support/client-under-test";
import { countriesBody, locationBody } from "../test-support/fixtures";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

describe("location calls", () => {
  it("reads countries.rows and allCountries", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, countriesBody);
    });
    const answer = await client().location.getCountries();
    expect(answer.countries.rows.map((country) => country.code)).toEqual(["PT", "DE"]);
    expect(answer.allCountries).toHaveLength(3);
    expect(last().url.pathname).toBe("/api/admin/get-all-country");
  });

  it("reads the visitor's country and subdivisions as codes", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, locationBody);
    });
    const answer = await client().location.getLocation();
    expect(answer.data.country.code).toBe("DE");
    expect(answer.data.ipInfo?.subdivisions).toEqual(["ST", "BE"]);
  });

  it("reads currencies and registration fields", async () => {
    server().handle((request, response) => {
      sendJson(
        response,
        200,
        request.url.pathname === "/api/admin/get-currencies"
          ? { success: true, data: [{ code: "EUR", name: "Euro" }] }
          : { success: true, data: { phone: 1, address: 0 } },
      );
    });
    const currencies = await client().location.getCurrencies();
    const fields = await client().location.getRegistrationFields();
    expect(currencies.data[0]?.code).toBe("EUR");
    expect(fields.data).toEqual({ phone: 1, address: 0 });
  });

  it("reports a blocked country by POST, or PUT when asked", async () => {
    await client().location.reportCountryBlocked({ ip: "1.2.3.4", country: "US", firstUrl: "/casino" });
    await client().location.reportCountryBlocked(
      { ip: "1.2.3.4", country: "US", firstUrl: "/casino" },
      { method: "put" },
    );
    expect(server().requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      "POST /api/user/country-blocked",
      "PUT /api/user/country-blocked",
    ]);
    expect(jsonBody(last())).toEqual({ ip: "1.2.3.4", country: "US", firstUrl: "/casino" });
  });
});
