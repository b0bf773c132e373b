import { describe, expect, it } from "vitest";
import { ApiError } from "../api-error";
import { isOutcomeUnknown } from "./outcome-unknown";

const failed = (kind: ConstructorParameters<typeof ApiError>[0], status?: number) =>
  new ApiError(kind, { endpoint: "withdraw", ...(status === undefined ? {} : { status }) });

describe("isOutcomeUnknown", () => {
  it.each([
    ["no answer in time", failed("timeout")],
    ["a dropped connection", failed("network")],
    ["an answer that does not fit", failed("invalid-response", 200)],
    ["a server failure while handling it", failed("http", 500)],
    ["the site's route giving up on the back end", failed("http", 504)],
    ["the site's route losing the back end", failed("http", 502)],
  ])("may have been carried out after %s", (_name, error) => {
    expect(isOutcomeUnknown(error)).toBe(true);
  });

  it.each([
    ["a refusal", failed("http", 422)],
    ["an ended session", failed("http", 403)],
    ["a call not sent for want of a session", failed("unauthenticated")],
    ["a server that is down", failed("http", 503)],
    ["a server that does not do it", failed("http", 501)],
    ["an error that is not a call's", new Error("boom")],
  ])("was not carried out after %s", (_name, error) => {
    expect(isOutcomeUnknown(error)).toBe(false);
  });
});
