import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { DEFAULT_PATHS, type EndpointName } from "../paths";
import { buildOpenApiDocument } from "./openapi";

type Operation = { operationId: string; security: unknown[]; parameters: { name: string; in: string }[] } & Record<
  string,
  unknown
>;

function operationsOf(
  document: Awaited<ReturnType<typeof buildOpenApiDocument>>,
): Map<string, Operation & { path: string; method: string }> {
  const paths = document["paths"] as Record<string, Record<string, Operation>>;
  const found = new Map<string, Operation & { path: string; method: string }>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods))
      found.set(operation.operationId, { ...operation, path, method });
  }
  return found;
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await buildOpenApiDocument({ serverUrl: "https://api.brand.example" });
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");

    // The validator does look: a parameter that says not where it goes is refused.
    const broken = structuredClone(document);
    const paths = broken["paths"] as Record<string, Record<string, { parameters: object[] }>>;
    paths["/health"]?.["get"]?.parameters.push({ name: "nowhere" });
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("has one operation per endpoint the client calls, on the client's path", async () => {
    const operations = operationsOf(await buildOpenApiDocument());
    expect([...operations.keys()].sort()).toEqual(Object.keys(DEFAULT_PATHS).sort());
    for (const [name, operation] of operations) expect(operation.path).toBe(DEFAULT_PATHS[name as EndpointName]);
    expect(operations.get("games")?.method).toBe("get");
    expect(operations.get("deposit")?.method).toBe("post");
    expect(operations.get("updateUserDetails")?.method).toBe("put");
  });

  it("describes answers as they travel, from the client's own schemas", async () => {
    const operations = operationsOf(await buildOpenApiDocument());
    const games = JSON.stringify(operations.get("games")?.["responses"]);
    expect(games).toContain('"rows"');
    expect(games).toContain('"slug"');
    const deposit = operations.get("deposit");
    expect(JSON.stringify(deposit?.["requestBody"])).toContain('"paymentMethodId"');
    // No `$ref` into a `$defs` the document does not carry: only the shared error body is referenced.
    const refs = JSON.stringify(operations.get("userDetails")).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(new Set(refs)).toEqual(new Set(['"$ref":"#/components/schemas/ErrorBody"']));
  });

  it("marks the player's calls, the money calls and the query and path parameters", async () => {
    const operations = operationsOf(await buildOpenApiDocument());
    expect(operations.get("userDetails")?.security).toEqual([{ bearer: [] }]);
    expect(operations.get("games")?.security).toEqual([{}, { bearer: [] }]);
    expect(operations.get("deposit")?.parameters).toContainEqual(
      expect.objectContaining({ name: "Idempotency-Key", in: "header" }),
    );
    expect(operations.get("setLimit")?.parameters).not.toContainEqual(
      expect.objectContaining({ name: "Idempotency-Key" }),
    );
    expect(operations.get("payments")?.parameters.map((parameter) => parameter.name)).toEqual([
      "currencyCode",
      "countryCode",
      "_t",
    ]);
    expect(operations.get("locales")?.parameters).toContainEqual(
      expect.objectContaining({ name: "locale", in: "path" }),
    );
    expect(operations.get("uploadDocument")?.["requestBody"]).toMatchObject({ content: { "multipart/form-data": {} } });
  });

  it("follows a brand's path overrides and core host", async () => {
    const document = await buildOpenApiDocument({
      paths: { games: "/v2/games" },
      coreUrl: "https://core.brand.example",
    });
    const operations = operationsOf(document);
    expect(operations.get("games")?.path).toBe("/v2/games");
    expect(operations.get("settings")?.["servers"]).toEqual([{ url: "https://core.brand.example" }]);
    expect(operations.get("games")?.["servers"]).toBeUndefined();
  });
});
