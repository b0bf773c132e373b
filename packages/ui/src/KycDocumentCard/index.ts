export { KycDocumentCard } from "./KycDocumentCard";
export type { KycDocumentCardProps, KycSentFile, KycSide } from "./KycDocumentCard";
