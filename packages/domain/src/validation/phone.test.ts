import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as v from "valibot";
import { acceptsPhoneKey, filterPhoneInput, isPhoneTooLong, phoneFieldsSchema, validatePhone } from "./phone";

describe("validatePhone", () => {
  it("asks for the number when it or the code is empty", () => {
    expect(validatePhone("+91", "")).toBe("form.validation.invalid.required");
    expect(validatePhone("+91", "   ")).toBe("form.validation.invalid.required");
    expect(validatePhone("", "9876543210")).toBe("form.validation.invalid.required");
  });

  it("accepts a valid number with the code written with or without +", () => {
    expect(validatePhone("+91", "9876543210")).toBeNull();
    expect(validatePhone("91", "9876543210")).toBeNull();
    expect(validatePhone("+1", "2015550123")).toBeNull();
    expect(validatePhone("+49", "301234567")).toBeNull();
  });

  it("says too short and too long", () => {
    expect(validatePhone("+91", "98765")).toBe("form.validation.invalid.short.number");
    expect(validatePhone("+1", "201555")).toBe("form.validation.invalid.short.number");
    expect(validatePhone("+1", "20155501234567")).toBe("form.validation.invalid.long.number");
  });

  it("accepts digits only", () => {
    expect(validatePhone("+91", "98765-43210")).toBe("form.validation.invalid.format");
    expect(validatePhone("+91", "+919876543210")).toBe("form.validation.invalid.format");
  });

  it("rejects a number of a possible length that no plan allows", () => {
    expect(validatePhone("+1", "0015550123")).toBe("form.validation.invalid.format");
  });

  it("rejects an unknown calling code", () => {
    expect(validatePhone("+999", "123456789")).toBe("form.validation.invalid.format");
  });
});

describe("acceptsPhoneKey", () => {
  it("accepts digits while the number is not too long", () => {
    expect(acceptsPhoneKey("0", { phoneCode: "+1", phone: "201555012" })).toBe(true);
  });

  it("blocks the digit that would make the number too long", () => {
    expect(acceptsPhoneKey("4", { phoneCode: "+1", phone: "2015550123" })).toBe(false);
  });

  it("blocks letters, spaces and signs", () => {
    for (const key of ["a", " ", "+", "-", "٣"])
      expect(acceptsPhoneKey(key, { phoneCode: "+1", phone: "" })).toBe(false);
  });

  it("never blocks editing keys, even on a full number", () => {
    expect(acceptsPhoneKey("Backspace", { phoneCode: "+1", phone: "2015550123" })).toBe(true);
  });

  it("stops at 15 digits in all when the code is unknown", () => {
    expect(acceptsPhoneKey("1", { phoneCode: "+999", phone: "123456789012" })).toBe(false);
    expect(acceptsPhoneKey("1", { phoneCode: "+999", phone: "12345678901" })).toBe(true);
  });

  it("never lets typing produce a too-long number", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("+1", "+44", "+91", "+49", "+90"),
        fc.array(fc.constantFrom(..."0123456789"), { maxLength: 25 }),
        (code, keys) => {
          let phone = "";
          for (const key of keys) if (acceptsPhoneKey(key, { phoneCode: code, phone })) phone += key;
          return !isPhoneTooLong(code, phone) && validatePhone(code, phone) !== "form.validation.invalid.long.number";
        },
      ),
    );
  });
});

describe("filterPhoneInput", () => {
  it("keeps digits only", () => {
    expect(filterPhoneInput("(201) 555-0123")).toBe("2015550123");
  });
});

describe("phoneFieldsSchema", () => {
  it("puts the phone key on the phone field", () => {
    const result = v.safeParse(phoneFieldsSchema, { phoneCode: "+91", phone: "98765" });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("form.validation.invalid.short.number");
    expect(v.getDotPath(result.issues?.[0] as v.BaseIssue<unknown>)).toBe("phone");
  });

  it("passes a valid pair", () => {
    expect(v.safeParse(phoneFieldsSchema, { phoneCode: "+91", phone: "9876543210" }).success).toBe(true);
  });
});
