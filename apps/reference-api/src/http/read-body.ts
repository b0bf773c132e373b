import type { Context } from "hono";
import * as v from "valibot";
import { ApiFailure } from "./api-failure.ts";

/** One problem with a request field, as the 400 body lists it. */
export interface FieldIssue {
  field: string;
  message: string;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({ field: v.getDotPath(issue) ?? "(body)", message: issue.message }));
}

/** Validates `input` with `schema`, or throws a 400 `VALIDATION_ERROR` naming each bad field. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  what = "body",
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = describeIssues(result.issues);
  const summary = issues.map((issue) => `${issue.field}: ${issue.message}`).join("; ");
  throw new ApiFailure(400, "VALIDATION_ERROR", `Invalid request ${what}: ${summary}`, { issues });
}

/** The request's JSON body validated with `schema`; 400 when it is not JSON or does not fit. */
export async function readJson<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    const raw = await c.req.text();
    body = raw.trim() === "" ? {} : JSON.parse(raw);
  } catch {
    throw new ApiFailure(400, "INVALID_JSON", "The request body is not valid JSON");
  }
  return validate(schema, body);
}

/** The request's query parameters validated with `schema`. */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  return validate(schema, c.req.query(), "query");
}
