import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { firstIssueMessage } from "./issue-message";
import { VALIDATION_MESSAGES, validationMessageKey } from "./messages";

describe("validationMessageKey", () => {
  it("prefixes the spec's short keys", () => {
    expect(validationMessageKey("invalid.contain.upper")).toBe(VALIDATION_MESSAGES.containUpper);
  });

  it("leaves a full key as it is", () => {
    expect(validationMessageKey("form.validation.invalid.format")).toBe("form.validation.invalid.format");
  });

  it("gives every key the form.validation. prefix", () => {
    for (const key of Object.values(VALIDATION_MESSAGES)) expect(key.startsWith("form.validation.")).toBe(true);
  });
});

describe("firstIssueMessage", () => {
  const schema = v.pipe(
    v.string(VALIDATION_MESSAGES.required),
    v.nonEmpty(VALIDATION_MESSAGES.required),
    v.maxLength(3, VALIDATION_MESSAGES.maxLength),
  );

  it("returns the first failing rule's key", () => {
    expect(firstIssueMessage(schema, "")).toBe(VALIDATION_MESSAGES.required);
    expect(firstIssueMessage(schema, "abcd")).toBe(VALIDATION_MESSAGES.maxLength);
  });

  it("returns null for a valid value", () => {
    expect(firstIssueMessage(schema, "abc")).toBeNull();
  });
});
