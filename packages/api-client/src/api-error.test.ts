import { describe, expect, it } from "vitest";
import { ApiError, isApiError } from "./api-error";

describe("ApiError", () => {
  it("carries the status and the parsed body", () => {
    const error = new ApiError(500, { message: "boom" });
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ message: "boom" });
    expect(isApiError(error)).toBe(true);
  });

  it("is not confused with other errors", () => {
    expect(isApiError(new Error("x"))).toBe(false);
    expect(isApiError({ name: "ApiError" })).toBe(false);
  });
});
