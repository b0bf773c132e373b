import { afterEach, describe, expect, it, vi } from "vitest";
import { newIdempotencyKey, withIdempotencyKey } from "./idempotency";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("newIdempotencyKey", () => {
  it("makes a new random UUID each time", () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it("still makes a version-4 UUID where randomUUID is missing (a page served over plain http)", () => {
    vi.stubGlobal("crypto", { getRandomValues: <T extends Uint8Array>(bytes: T) => bytes.fill(0xff) });
    expect(newIdempotencyKey()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});

describe("withIdempotencyKey", () => {
  it("keeps the caller's key and adds one otherwise", () => {
    expect(withIdempotencyKey({ idempotencyKey: "mine", timeoutMs: 5 })).toEqual({
      idempotencyKey: "mine",
      timeoutMs: 5,
    });
    expect(withIdempotencyKey({}).idempotencyKey).toMatch(UUID);
  });
});
