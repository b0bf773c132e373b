import { DEFAULT_PATHS } from "@casino/api-client";
import { KYC_DOCUMENT_SIDES } from "@casino/domain";
import { UPLOAD_MAX_BYTES } from "@casino/domain";
import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import type { DocumentRecord } from "../db/document-store.ts";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { UPLOAD_BODY_MAX_BYTES } from "../http/body-limits.ts";
import { validate } from "../http/read-body.ts";
import { CATALOG } from "../seed/seed-database.ts";
import type { SEED_DOCUMENT_LABELS } from "../seed/document-labels.ts";
import type { ServerContext } from "../server-context.ts";
import { safeFileName, sniffedUploadType } from "../services/document-files.ts";

/** Upload types a player may send: jpg, jpeg, png, pdf. */
export const ALLOWED_UPLOAD_TYPES: Readonly<Record<string, readonly string[]>> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "application/pdf": ["pdf"],
};

const uploadFieldsSchema = v.object({
  documentLabelId: v.pipe(v.string("documentLabelId is required"), v.nonEmpty("documentLabelId is required")),
  side: v.optional(v.picklist(KYC_DOCUMENT_SIDES, "side must be front or back"), "front"),
});

type DocumentLabel = (typeof SEED_DOCUMENT_LABELS)[number];

/** A stored document as the client reads it (`userDocumentSchema`). */
export function documentRow(document: DocumentRecord): Record<string, unknown> {
  return {
    id: document.id,
    documentLabelId: Number(document.label),
    side: document.side,
    status: document.status,
    fileName: document.fileName,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

function tooLarge(): ApiFailure {
  return new ApiFailure(
    413,
    "FILE_TOO_LARGE",
    `The file is over the ${UPLOAD_MAX_BYTES / 1024 / 1024} MB upload limit`,
    { maxBytes: UPLOAD_MAX_BYTES },
  );
}

/** KYC document labels, the player's documents, and uploads (`docs/features.md`, "Identity verification (KYC)"). */
export function registerDocumentRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.documentLabels, (c) => {
    const player = requirePlayer(c, ctx);
    const documents = ctx.store.documents.list(player.id);
    const labels = ctx.store.catalog
      .get<DocumentLabel[]>(CATALOG.documentLabels)
      .map((label) => ({
        ...label,
        status: documents.find((document) => document.label === String(label.id))?.status ?? "requested",
      }));
    return c.json({ success: true, data: labels });
  });

  app.get(DEFAULT_PATHS.documents, (c) => {
    const player = requirePlayer(c, ctx);
    return c.json({ success: true, data: ctx.store.documents.list(player.id).map(documentRow) });
  });

  app.post(
    DEFAULT_PATHS.uploadDocument,
    bodyLimit({ maxSize: UPLOAD_BODY_MAX_BYTES, onError: (c) => c.json(tooLarge().body(), 413) }),
    async (c) => {
      const player = requirePlayer(c, ctx);
      if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
        throw new ApiFailure(400, "VALIDATION_ERROR", "Send the document as multipart/form-data with a file field", {
          issues: [{ field: "file", message: "required" }],
        });
      }
      const form = await c.req.parseBody();
      const file = form.file;
      if (!(file instanceof File))
        throw new ApiFailure(400, "VALIDATION_ERROR", "file: a file is required", {
          issues: [{ field: "file", message: "required" }],
        });
      const fields = validate(uploadFieldsSchema, {
        documentLabelId: form.documentLabelId,
        side: form.side ?? undefined,
      });
      if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
      if (file.size === 0)
        throw new ApiFailure(400, "VALIDATION_ERROR", "file: the file is empty", {
          issues: [{ field: "file", message: "empty" }],
        });
      const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
      const extensions = ALLOWED_UPLOAD_TYPES[file.type];
      if (!extensions || !extensions.includes(extension)) {
        throw new ApiFailure(415, "FILE_TYPE_NOT_ALLOWED", "Only jpg, jpeg, png and pdf files are accepted", {
          type: file.type,
        });
      }
      // The content must be what the type and extension say: its first bytes are read, not trusted.
      const content = new Uint8Array(await file.arrayBuffer());
      if (sniffedUploadType(content) !== file.type) {
        throw new ApiFailure(
          415,
          "FILE_CONTENT_MISMATCH",
          "The file's content is not the jpg, png or pdf its name says",
          { type: file.type },
        );
      }
      const labels = ctx.store.catalog.get<DocumentLabel[]>(CATALOG.documentLabels);
      if (!labels.some((label) => String(label.id) === fields.documentLabelId)) {
        throw new ApiFailure(400, "VALIDATION_ERROR", `documentLabelId: no document kind ${fields.documentLabelId}`, {
          issues: [{ field: "documentLabelId", message: "unknown" }],
        });
      }
      const now = ctx.clock.now().toISOString();
      const id = ctx.store.documents.add(player.id, {
        label: fields.documentLabelId,
        side: fields.side,
        fileName: safeFileName(file.name, extension),
        mimeType: file.type,
        size: file.size,
        content,
        status: "pending",
        createdAt: now,
        updatedAt: now,
      });
      if (player.profile.kycStatus === "NOT_STARTED")
        ctx.store.players.setProfile(player.id, { ...player.profile, kycStatus: "PENDING" });
      const stored = ctx.store.documents.list(player.id).find((document) => document.id === id);
      return c.json({
        success: true,
        message: "The document is under review (up to 24 hours)",
        data: stored ? documentRow(stored) : null,
      });
    },
  );
}
