import { describe, expect, it } from "vitest";
import { serverErrorCode, serverErrorMessage } from "./error-body";

describe("the error body", () => {
  it("reads errorCode first, then a string code or error", () => {
    expect(serverErrorCode({ success: false, errorCode: "RETRY_PERIOD", code: "X" })).toBe("RETRY_PERIOD");
    expect(serverErrorCode({ code: "ACTIVE_BONUS" })).toBe("ACTIVE_BONUS");
    expect(serverErrorCode({ error: "PHONE_ERROR" })).toBe("PHONE_ERROR");
  });

  it("finds no code in bodies without one", () => {
    expect(serverErrorCode("<html>")).toBeUndefined();
    expect(serverErrorCode({ code: 500 })).toBeUndefined();
    expect(serverErrorCode(null)).toBeUndefined();
  });

  it("reads the server's message", () => {
    expect(serverErrorMessage({ message: "Email already used" })).toBe("Email already used");
    expect(serverErrorMessage({ message: "" })).toBeUndefined();
  });
});
