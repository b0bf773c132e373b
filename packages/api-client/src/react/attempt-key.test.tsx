// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api-error";
import { useRepeatableAttemptKey } from "./attempt-key";

const withdrawal = { amount: 30, method: "skrill" };

function attempts() {
  return renderHook(() => useRepeatableAttemptKey()).result.current;
}

describe("useRepeatableAttemptKey", () => {
  it("gives each press its own key", () => {
    const keys = attempts();
    const first = keys.keyFor(withdrawal, {});
    keys.settled(null);
    expect(keys.keyFor(withdrawal, {})).not.toBe(first);
  });

  it("sends the same key again when the same request follows an outcome that may have been carried out", () => {
    const keys = attempts();
    const first = keys.keyFor(withdrawal, {});
    keys.settled(new ApiError("timeout", { endpoint: "withdraw" }));
    expect(keys.keyFor({ ...withdrawal }, {})).toBe(first);
  });

  it("gives a new key when the request changed, or the failure was a refusal", () => {
    const keys = attempts();
    const first = keys.keyFor(withdrawal, {});
    keys.settled(new ApiError("invalid-response", { endpoint: "withdraw", status: 200 }));
    const changed = keys.keyFor({ ...withdrawal, amount: 40 }, {});
    expect(changed).not.toBe(first);

    keys.settled(new ApiError("http", { endpoint: "withdraw", status: 422 }));
    expect(keys.keyFor({ ...withdrawal, amount: 40 }, {})).not.toBe(changed);
  });

  it("keeps one key across React Query's retries of one press", () => {
    const keys = attempts();
    const context = {};
    expect(keys.keyFor(withdrawal, context)).toBe(keys.keyFor(withdrawal, context));
  });
});
