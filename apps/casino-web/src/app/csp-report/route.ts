import { CSP_REPORT_MAX_BYTES, cspViolations } from "../../core/csp-report";

/** The body's text up to `max` bytes; what follows is never read. */
async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number): Promise<string> {
  if (body === null) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < max) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel();
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, max));
}

/**
 * Where browsers send Content-Security-Policy violations (the CSP's `report-to` and `report-uri`;
 * docs/security.md, "Scripts and headers"): each goes to the server log, without query strings, and the
 * browser gets an empty 204. At most 16 KB of a body is read.
 */
export async function POST(request: Request): Promise<Response> {
  for (const violation of cspViolations(await readAtMost(request.body, CSP_REPORT_MAX_BYTES))) {
    console.warn(`CSP violation: ${violation.directive} blocked ${violation.blocked} on ${violation.page}`);
  }
  return new Response(null, { status: 204 });
}
