/**
 * The message a failed profile update should show (the server's message when it sent one):
 * the server's own message when the error carries one (`ApiError.serverMessage` of
 * `@casino/api-client`, read by shape since ui does not import the client), else `undefined`
 * so the caller falls back to the generic text.
 */
export function submitErrorMessage(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("serverMessage" in error)) return undefined;
  const message = error.serverMessage;
  return typeof message === "string" && message.trim() !== "" ? message : undefined;
}
