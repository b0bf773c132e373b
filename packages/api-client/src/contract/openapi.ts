import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { version } from "../../package.json";
import { IDEMPOTENCY_KEY_HEADER } from "../core/idempotency";
import { CLIENT_DEFAULTS } from "../core/options";
import { isCorePath, type ApiPaths } from "../paths";
import { errorBodySchema } from "../schemas/error-body";
import { recordOperations, type ContractOperation } from "./record";

/** A JSON value, as the document is written out. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** An OpenAPI 3.1 document. */
export type OpenApiDocument = { openapi: "3.1.0"; [key: string]: JsonValue };

/** Where the document says the back end lives, and the paths a brand overrides. */
export type OpenApiOptions = {
  /** The back end's base URL, as the document's server. */
  serverUrl?: string;
  /** The host of `/api/core/*` when it differs from `serverUrl`. */
  coreUrl?: string;
  /** The brand's path overrides, as given to `createApiClient({ paths })`. */
  paths?: Partial<ApiPaths>;
};

const ERROR_BODY_REF = { $ref: "#/components/schemas/ErrorBody" };

const CONVENTIONS = `The calls of the casino front end, generated from the valibot schemas of \`@casino/api-client\`: every answer the site reads is parsed with the schema shown here.

Conventions every call follows:
- The player's token goes in \`Authorization: Bearer <token>\` and again in \`Authorization2\`.
- The UI language goes in the \`${CLIENT_DEFAULTS.languageHeader}\` header; a server-side caller may add the system token in \`${CLIENT_DEFAULTS.systemAccessTokenHeader}\` (never a browser).
- Calls carry no-cache headers unless cacheable.
- Money calls carry \`${IDEMPOTENCY_KEY_HEADER}\`: a retried attempt must be paid once.
- A 403 means the session ended: the site signs the player out and opens the login.
- Refusals and faults answer an error body (\`ErrorBody\`): \`errorCode\` names the refusal, \`message\` may be shown to the player.`;

/** A valibot schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as it travels on the wire. */
function jsonSchemaOf(schema: v.GenericSchema): JsonValue {
  // The wire shape is the schema's input: transforms (a text date to a Date) happen after reading.
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: "draft-2020-12",
    typeMode: "input",
    errorMode: "ignore",
  });
  return rest as JsonValue;
}

function tagOf(path: string): string {
  if (isCorePath(path)) return "content";
  if (path.startsWith("/api/payment/")) return "payments";
  if (path.startsWith("/api/user/")) return "player";
  if (path.startsWith("/api/admin/")) return "catalogue";
  return "system";
}

function parametersOf(operation: ContractOperation): JsonValue[] {
  const inPath = Object.keys(operation.spec.pathParams ?? {}).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const inQuery = operation.query.map((name) => ({ name, in: "query", required: false, schema: { type: "string" } }));
  const idempotency = operation.idempotent
    ? [
        {
          name: IDEMPOTENCY_KEY_HEADER,
          in: "header",
          required: true,
          description: "The attempt's key: the same key on a retry, a new one for a new attempt.",
          schema: { type: "string", format: "uuid" },
        },
      ]
    : [];
  return [...inPath, ...inQuery, ...idempotency];
}

function requestBodyOf(operation: ContractOperation): JsonValue | undefined {
  if (operation.body !== undefined) {
    return { required: true, content: { "application/json": { schema: jsonSchemaOf(operation.body) } } };
  }
  if (operation.multipart !== undefined) {
    const properties: Record<string, JsonValue> = Object.fromEntries(
      Object.entries(operation.multipart).map(([name, kind]): [string, JsonValue] => [
        name,
        kind === "file" ? { type: "string", contentMediaType: "application/octet-stream" } : { type: "string" },
      ]),
    );
    return { required: true, content: { "multipart/form-data": { schema: { type: "object", properties } } } };
  }
  return undefined;
}

function responsesOf(operation: ContractOperation): JsonValue {
  const errorContent = { "application/json": { schema: ERROR_BODY_REF } };
  return {
    "200": {
      description: "The answer the site reads.",
      ...(operation.response === undefined
        ? {}
        : { content: { "application/json": { schema: jsonSchemaOf(operation.response) } } }),
    },
    ...(operation.requiresToken
      ? { "403": { description: "The token is missing, wrong or expired: the session ended.", content: errorContent } }
      : {}),
    "4XX": { description: "A refusal; `errorCode` names it.", content: errorContent },
    "5XX": { description: "A fault of the back end.", content: errorContent },
  };
}

function operationOf(operation: ContractOperation, coreUrl: string | undefined): JsonValue {
  const requestBody = requestBodyOf(operation);
  return {
    operationId: operation.endpoint,
    summary: operation.summary,
    tags: [tagOf(operation.path)],
    // Without a token the call is still made (a visitor); with one, the answer is the player's.
    security: operation.requiresToken ? [{ bearer: [] }] : [{}, { bearer: [] }],
    parameters: parametersOf(operation),
    ...(requestBody === undefined ? {} : { requestBody }),
    responses: responsesOf(operation),
    ...(coreUrl !== undefined && isCorePath(operation.path) ? { servers: [{ url: coreUrl }] } : {}),
  };
}

/**
 * The OpenAPI 3.1 document of every call the front end makes, generated from the client's own
 * calls and valibot schemas (see docs/back-end-contract.md). A brand's path overrides move the
 * operations to the brand's paths.
 *
 * @example
 * const document = await buildOpenApiDocument({ serverUrl: "https://api.brand.example" });
 * writeFileSync("openapi.json", JSON.stringify(document, null, 2));
 */
export async function buildOpenApiDocument(options: OpenApiOptions = {}): Promise<OpenApiDocument> {
  const operations = await recordOperations({ paths: options.paths });
  const paths: Record<string, Record<string, JsonValue>> = {};
  for (const operation of operations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationOf(operation, options.coreUrl) };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Casino back-end contract", version, description: CONVENTIONS },
    ...(options.serverUrl === undefined ? {} : { servers: [{ url: options.serverUrl }] }),
    tags: ["content", "catalogue", "player", "payments", "system"].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema) },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "The player's access token from login or sign-up." },
      },
    },
  };
}
