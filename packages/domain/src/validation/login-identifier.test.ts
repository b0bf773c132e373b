import { describe, expect, it } from "vitest";
import {
  internationalPhoneNumber,
  loginIdentifier,
  loginIdentifierKind,
  validateLoginIdentifier,
} from "./login-identifier";
import { VALIDATION_MESSAGES } from "./messages";

describe("the login identifier", () => {
  it("joins a calling code and a national number into one international number", () => {
    expect(internationalPhoneNumber("+356", "9912 3456")).toBe("+35699123456");
    expect(internationalPhoneNumber("91", "98765-43210")).toBe("+919876543210");
  });

  it("tells an e-mail address from a phone number in international form, and neither from both", () => {
    expect(loginIdentifierKind(" ann@example.com ")).toBe("email");
    expect(loginIdentifierKind("+356 9912 3456")).toBe("phone");
    expect(loginIdentifierKind("+356 99")).toBeNull();
    expect(loginIdentifierKind("+1234567890123456")).toBeNull();
    expect(loginIdentifierKind("ann@")).toBeNull();
  });

  it("tells a username (letters, digits and . _ -) from an e-mail and a phone number", () => {
    expect(loginIdentifierKind(" nora_v ")).toBe("username");
    expect(loginIdentifierKind("99123456")).toBe("username");
    expect(loginIdentifierKind("no ra")).toBeNull();
    expect(loginIdentifierKind("no")).toBeNull();
    expect(loginIdentifierKind("a".repeat(31))).toBeNull();
  });

  it("takes a username only where players sign up by one", () => {
    expect(validateLoginIdentifier("nora_v")).toBe(VALIDATION_MESSAGES.format);
    expect(validateLoginIdentifier("nora_v", { phone: true })).toBe(VALIDATION_MESSAGES.format);
    expect(validateLoginIdentifier("nora_v", { username: true })).toBeNull();
    expect(validateLoginIdentifier("+35699123456", { username: true })).toBe(VALIDATION_MESSAGES.format);
    expect(validateLoginIdentifier("ann@example.com", { username: true })).toBeNull();
  });

  it("takes a phone number only where phone accounts sign in, and always asks for a value", () => {
    expect(validateLoginIdentifier("", { phone: true })).toBe(VALIDATION_MESSAGES.required);
    expect(validateLoginIdentifier("ann@example.com")).toBeNull();
    expect(validateLoginIdentifier("+35699123456")).toBe(VALIDATION_MESSAGES.format);
    expect(validateLoginIdentifier("+35699123456", { phone: true })).toBeNull();
    expect(validateLoginIdentifier("99123456", { phone: true })).toBe(VALIDATION_MESSAGES.format);
  });

  it("sends a phone number as + and its digits, and an e-mail as typed", () => {
    expect(loginIdentifier(" +356 9912-3456 ")).toBe("+35699123456");
    expect(loginIdentifier(" Ann@Example.com ")).toBe("Ann@Example.com");
    expect(loginIdentifier(" Nora_V ")).toBe("Nora_V");
  });
});
