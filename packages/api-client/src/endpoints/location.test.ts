import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../create-api-client";
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

describe("the reverse lookup of the location re-check", () => {
  it("asks the configured service for the position and reads the place", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { countryCode: "DE", principalSubdivisionCode: "DE-ST" });
    });
    const lookup = createApiClient({
      baseUrl: "http://127.0.0.1:9",
      reverseGeocodeUrl: `${server().url}/geo/reverse?key=brand`,
      getToken: () => "tok",
      systemAccessToken: "sys-secret",
    });

    const place = await lookup.location.reverseGeocode({ latitude: 51.5, longitude: 11.9 });

    expect(place).toEqual({ countryCode: "DE", subdivisions: ["DE-ST"] });
    expect(last().url.pathname).toBe("/geo/reverse");
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ key: "brand", latitude: "51.5", longitude: "11.9" });
  });

  it("never sends the player's token or the system token to the outside service", async () => {
    const lookup = createApiClient({
      baseUrl: "http://127.0.0.1:9",
      reverseGeocodeUrl: `${server().url}/geo/reverse`,
      getToken: () => "tok",
      systemAccessToken: "sys-secret",
    });
    server().handle((_request, response) => {
      sendJson(response, 200, {});
    });

    await expect(lookup.location.reverseGeocode({ latitude: 0, longitude: 0 })).resolves.toEqual({
      countryCode: null,
      subdivisions: [],
    });
    expect(last().headers.authorization).toBeUndefined();
    expect(last().headers.authorization2).toBeUndefined();
    expect(last().headers["x-system-access-token"]).toBeUndefined();
  });

  it("fails like any call when the service is down, and a 403 from it ends no session", async () => {
    const onSessionExpired = vi.fn();
    const lookup = createApiClient({
      baseUrl: "http://127.0.0.1:9",
      reverseGeocodeUrl: `${server().url}/geo/reverse`,
      onSessionExpired,
    });
    server().handle((_request, response) => {
      sendJson(response, 403, { error: "quota" });
    });

    await expect(lookup.location.reverseGeocode({ latitude: 0, longitude: 0 })).rejects.toMatchObject({
      kind: "http",
      status: 403,
      endpoint: "reverseGeocode",
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("refuses to look up a position when no service is configured", async () => {
    await expect(client().location.reverseGeocode({ latitude: 0, longitude: 0 })).rejects.toThrow(/reverseGeocodeUrl/);
    expect(server().requests).toHaveLength(0);
  });
});
