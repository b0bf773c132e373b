export { LegalDocument } from "./LegalDocument";
export type { LegalDocumentProps, LegalDocumentSection } from "./LegalDocument";
