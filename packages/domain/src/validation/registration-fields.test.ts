import { describe, expect, it } from "vitest";
import { isRegistrationFieldShown } from "./registration-fields";

describe("isRegistrationFieldShown", () => {
  it("shows fields whose number is not 0", () => {
    const fields = { phone: 1, gender: 0, city: 2 };
    expect(isRegistrationFieldShown(fields, "phone")).toBe(true);
    expect(isRegistrationFieldShown(fields, "city")).toBe(true);
    expect(isRegistrationFieldShown(fields, "gender")).toBe(false);
    expect(isRegistrationFieldShown(fields, "address")).toBe(false);
    expect(isRegistrationFieldShown(null, "phone")).toBe(false);
  });
});
