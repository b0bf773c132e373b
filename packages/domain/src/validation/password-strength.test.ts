import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength";

const NO_COMPOSITION = { requireSpecial: false, requireDigit: false, requireUpper: false };

describe("passwordStrength", () => {
  it("shows nothing before anything is typed", () => {
    expect(passwordStrength("")).toBe("empty");
  });

  it("reads weak while the password breaks one of the brand's rules", () => {
    expect(passwordStrength("Sec1!")).toBe("weak");
    expect(passwordStrength("secret1!")).toBe("weak");
    expect(passwordStrength("Secret!!")).toBe("weak");
  });

  it("reads fair for a short password that keeps the rules, strong once it is long and varied", () => {
    expect(passwordStrength("Secret1!")).toBe("fair");
    expect(passwordStrength("Brand9new!")).toBe("strong");
    expect(passwordStrength("BRAND9NEW!XYZ")).toBe("fair");
    expect(passwordStrength("BRAND9NEW!XYZW")).toBe("strong");
  });

  it("follows the brand's rules when it turns composition off", () => {
    expect(passwordStrength("abcdef", NO_COMPOSITION)).toBe("weak");
    expect(passwordStrength("abcdefghij", NO_COMPOSITION)).toBe("fair");
    expect(passwordStrength("abcdefghijklmn", NO_COMPOSITION)).toBe("fair");
    expect(passwordStrength("abcdefghijklmN1", NO_COMPOSITION)).toBe("strong");
    expect(passwordStrength("abc", { ...NO_COMPOSITION, minLength: 8 })).toBe("weak");
  });
});
