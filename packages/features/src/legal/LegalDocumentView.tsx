"use client";

import { LegalDocument, type LegalDocumentProps } from "@casino/ui/LegalDocument";

/** The kit's `LegalDocument` for server-rendered pages: the kit's components read their texts from a client context. */
export function LegalDocumentView(props: LegalDocumentProps) {
  return <LegalDocument {...props} />;
}
