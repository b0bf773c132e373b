import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { loginBody, signUpBody } from "../test-support/fixtures";
import { loginResponseSchema, logoutRequestSchema, signUpResponseSchema } from "./session";

describe("session schemas", () => {
  it("reads the login answer: accessToken, lastLogin, locale, cpnc, userId", () => {
    const parsed = v.parse(loginResponseSchema, loginBody);
    expect(parsed).toMatchObject({ accessToken: "token-abc", locale: "pt", cpnc: "spring", userId: 42 });
    expect(parsed.lastLogin?.created_at).toBe("2026-11-20T10:00:00Z");
  });

  it("rejects a login answer without a token", () => {
    const result = v.safeParse(loginResponseSchema, { ...loginBody, accessToken: "" });
    expect(result.success).toBe(false);
    expect(v.safeParse(loginResponseSchema, { userId: 1 }).success).toBe(false);
  });

  it("reads the sign-up answer, with or without a token", () => {
    expect(v.parse(signUpResponseSchema, signUpBody).accessToken).toBe("token-new");
    expect(v.parse(signUpResponseSchema, { createUser: { email: "a@b.co" } }).accessToken).toBeUndefined();
  });

  it("accepts only the spec's logout reasons", () => {
    expect(v.safeParse(logoutRequestSchema, { reason: "CONCURRENT_SESSION" }).success).toBe(true);
    expect(v.safeParse(logoutRequestSchema, { reason: "BORED" }).success).toBe(false);
  });
});
