import { describe, expect, it } from "vitest";
import { isQrExpired, parseUpiLink } from "./deposit-qr";

describe("parseUpiLink", () => {
  it("reads the payee, their name and the amount of a upi://pay link", () => {
    expect(parseUpiLink("upi://pay?pa=casino@icici&pn=Demo%20Casino&am=500.00&cu=INR")).toEqual({
      payee: "casino@icici",
      payeeName: "Demo Casino",
      amount: "500.00",
    });
  });

  it("refuses another scheme, a missing payee and a payee that is no UPI ID", () => {
    expect(parseUpiLink("https://pay.example/upi?pa=casino@icici")).toBeNull();
    expect(parseUpiLink("upi://pay?pn=Demo")).toBeNull();
    expect(parseUpiLink("upi://pay?pa=not-an-id")).toBeNull();
    expect(parseUpiLink("")).toBeNull();
    expect(parseUpiLink(null)).toBeNull();
  });
});

describe("isQrExpired", () => {
  const expiresAt = "2026-11-23T12:15:00Z";

  it("is valid until its expiry and expired from that instant on", () => {
    expect(isQrExpired(expiresAt, new Date("2026-11-23T12:14:59Z"))).toBe(false);
    expect(isQrExpired(expiresAt, new Date("2026-11-23T12:15:00Z"))).toBe(true);
  });

  it("never expires without a readable expiry", () => {
    expect(isQrExpired(null, new Date("2030-01-01T00:00:00Z"))).toBe(false);
    expect(isQrExpired("soon", new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });
});
