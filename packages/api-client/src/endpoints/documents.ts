import type { HttpCore } from "../core/http-core";
import type { CallOptions } from "../core/request-options";
import {
  documentLabelsResponseSchema,
  documentsResponseSchema,
  uploadDocumentResponseSchema,
} from "../schemas/documents";

/** One document upload (jpg, jpeg, png or pdf under 25 MB; the app checks before sending). */
export type UploadDocumentInput = {
  file: Blob;
  fileName?: string;
  documentLabelId: number | string;
  side?: "front" | "back";
};

/** KYC documents; the upload's path is implied by the product. Every call needs a token. */
export function documentsEndpoints(core: HttpCore) {
  return {
    /** GET /api/user/get-documents: rejected before sending without a token. */
    getDocuments(options: CallOptions = {}) {
      return core.request({
        endpoint: "documents",
        method: "get",
        schema: documentsResponseSchema,
        requiresToken: true,
        ...options,
      });
    },
    /** GET /api/user/get-document-label: the kinds of document asked for. */
    getDocumentLabels(options: CallOptions = {}) {
      return core.request({
        endpoint: "documentLabels",
        method: "get",
        schema: documentLabelsResponseSchema,
        requiresToken: true,
        ...options,
      });
    },
    /** POST /api/user/upload-document (implied), multipart `file`, `documentLabelId`, `side`, with upload progress. */
    uploadDocument(input: UploadDocumentInput, options: CallOptions = {}) {
      const formData = new FormData();
      formData.set("file", input.file, input.fileName ?? (input.file instanceof File ? input.file.name : "document"));
      formData.set("documentLabelId", String(input.documentLabelId));
      if (input.side !== undefined) formData.set("side", input.side);
      return core.request({
        endpoint: "uploadDocument",
        method: "post",
        schema: uploadDocumentResponseSchema,
        formData,
        requiresToken: true,
        ...options,
      });
    },
  };
}

/** The document calls of a client. */
export type DocumentsEndpoints = ReturnType<typeof documentsEndpoints>;
