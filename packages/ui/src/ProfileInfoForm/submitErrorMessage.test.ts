import { describe, expect, it } from "vitest";
import { submitErrorMessage } from "./submitErrorMessage";

describe("submitErrorMessage", () => {
  it("reads the server's message from an API error", () => {
    expect(submitErrorMessage({ name: "ApiError", serverMessage: "Phone already in use" })).toBe(
      "Phone already in use",
    );
  });

  it("gives nothing for errors without a usable server message", () => {
    expect(submitErrorMessage(new Error("network down"))).toBeUndefined();
    expect(submitErrorMessage({ serverMessage: "  " })).toBeUndefined();
    expect(submitErrorMessage("boom")).toBeUndefined();
    expect(submitErrorMessage(null)).toBeUndefined();
  });
});
