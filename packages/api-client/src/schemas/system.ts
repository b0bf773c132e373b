import * as v from "valibot";

/** GET /health: `{ status: "ok", service? }` while the back end is up (this project's contract). */
export const healthResponseSchema = v.looseObject({ status: v.string(), service: v.nullish(v.string()) });
/** Parsed health answer. */
export type HealthResponse = v.InferOutput<typeof healthResponseSchema>;
