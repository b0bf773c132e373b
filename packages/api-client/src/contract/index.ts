export { buildOpenApiDocument } from "./openapi";
export type { JsonValue, OpenApiDocument, OpenApiOptions } from "./openapi";
export { checkConformance } from "./conformance";
export type { ConformanceOptions, ConformanceRow } from "./conformance";
export { formatConformanceTable } from "./table";
export { CONTRACT_CALLS, PLACEHOLDER_SAMPLE } from "./calls";
export type { ContractCall, ContractSample } from "./calls";
export { CONTRACT_ENDPOINTS, recordOperation, recordOperations } from "./record";
export type { ContractOperation, RecordOptions } from "./record";
