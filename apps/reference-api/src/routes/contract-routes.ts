import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { buildOpenApiDocument, type OpenApiDocument } from "@casino/api-client/contract";
import type { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";

/** Where the document and its viewer are served. */
export const CONTRACT_PATHS = { document: "/openapi.json", viewer: "/docs" } as const;

/** The viewer's files, served from the swagger-ui-dist package as it was installed (no CDN). */
const VIEWER_FILES = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
} as const;

const viewerDirectory = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const VIEWER_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Casino back-end contract</title>
<link rel="stylesheet" href="${CONTRACT_PATHS.viewer}/swagger-ui.css">
</head>
<body>
<div id="contract"></div>
<script src="${CONTRACT_PATHS.viewer}/swagger-ui-bundle.js"></script>
<script src="${CONTRACT_PATHS.viewer}/start.js"></script>
</body>
</html>
`;

// A file of its own rather than an inline script, so the page runs under a strict script policy.
const VIEWER_START = `SwaggerUIBundle({ url: "${CONTRACT_PATHS.document}", dom_id: "#contract", deepLinking: true });\n`;

/**
 * The back-end contract, as the front end's client defines it: the OpenAPI document at
 * `/openapi.json` (its server is the address it was asked on) and a browsable page at `/docs`
 * (see docs/back-end-contract.md).
 */
export function registerContractRoutes(app: Hono<AppEnv>): void {
  let document: Promise<OpenApiDocument> | undefined;

  app.get(CONTRACT_PATHS.document, async (c) => {
    document ??= buildOpenApiDocument();
    return c.json({ ...(await document), servers: [{ url: new URL(c.req.url).origin }] });
  });

  app.get(CONTRACT_PATHS.viewer, (c) => c.html(VIEWER_PAGE));
  app.get(`${CONTRACT_PATHS.viewer}/start.js`, (c) =>
    c.body(VIEWER_START, 200, { "content-type": "text/javascript; charset=utf-8" }),
  );
  app.get(`${CONTRACT_PATHS.viewer}/:file`, async (c) => {
    const file = c.req.param("file");
    if (!Object.hasOwn(VIEWER_FILES, file)) return c.notFound();
    const type = VIEWER_FILES[file as keyof typeof VIEWER_FILES];
    const body = await readFile(join(viewerDirectory, file));
    return c.body(body, 200, { "content-type": type, "cache-control": "public, max-age=86400" });
  });
}
