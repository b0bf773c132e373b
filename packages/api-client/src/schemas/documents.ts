import * as v from "valibot";
import { dateTextSchema, idSchema, maybe, successField } from "./common";

/** A kind of document the player is asked for (identity proof, proof of address, bank statement or card proof). */
export const documentLabelSchema = v.looseObject({
  id: idSchema,
  name: maybe(v.string()),
  key: maybe(v.string()),
  description: maybe(v.string()),
  /** Whether a back side is asked for. */
  hasBackSide: maybe(v.boolean()),
  status: maybe(v.string()),
});
/** A document label. */
export type DocumentLabel = v.InferOutput<typeof documentLabelSchema>;

/** GET /api/user/get-document-label: `{ success, data: DocumentLabel[] }` (shape not shown; this project's contract). */
export const documentLabelsResponseSchema = v.looseObject({
  success: successField,
  data: v.array(documentLabelSchema),
});
/** Parsed document labels. */
export type DocumentLabelsResponse = v.InferOutput<typeof documentLabelsResponseSchema>;

/** An uploaded document and its review status. */
export const userDocumentSchema = v.looseObject({
  id: idSchema,
  documentLabelId: maybe(idSchema),
  side: maybe(v.string()),
  status: maybe(v.string()),
  fileName: maybe(v.string()),
  fileUrl: maybe(v.string()),
  reason: maybe(v.string()),
  createdAt: maybe(dateTextSchema),
  updatedAt: maybe(dateTextSchema),
});
/** An uploaded document. */
export type UserDocument = v.InferOutput<typeof userDocumentSchema>;

/** GET /api/user/get-documents: `{ success, data: UserDocument[] }` (shape not shown; this project's contract). */
export const documentsResponseSchema = v.looseObject({ success: successField, data: v.array(userDocumentSchema) });
/** Parsed documents. */
export type DocumentsResponse = v.InferOutput<typeof documentsResponseSchema>;

/** Answer of POST /api/user/upload-document (multipart: `file`, `documentLabelId`, `side`): `{ success, data: UserDocument }`. */
export const uploadDocumentResponseSchema = v.looseObject({
  success: successField,
  message: maybe(v.string()),
  data: maybe(userDocumentSchema),
});
/** Parsed upload answer. */
export type UploadDocumentResponse = v.InferOutput<typeof uploadDocumentResponseSchema>;
