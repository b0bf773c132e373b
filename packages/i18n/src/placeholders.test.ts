import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./placeholders";

describe("fillPlaceholders", () => {
  it("replaces the spec's [AA] with the amount and currency", () => {
    expect(fillPlaceholders("You received [AA].", { AA: "12.50 EUR" })).toBe("You received 12.50 EUR.");
  });

  it("replaces a named value written in braces or brackets, every time it appears", () => {
    expect(fillPlaceholders("{name}, [name]!", { name: "Ann" })).toBe("Ann, Ann!");
  });

  it("writes numbers as they are", () => {
    expect(fillPlaceholders("At least [MIN] characters", { MIN: 6 })).toBe("At least 6 characters");
  });

  it("leaves a placeholder without a value as written", () => {
    expect(fillPlaceholders("Between [MIN] and [MAX]", { MIN: 5 })).toBe("Between 5 and [MAX]");
    expect(fillPlaceholders("Between [MIN] and [MAX]", undefined)).toBe("Between [MIN] and [MAX]");
  });

  it("does not read inherited object properties as values", () => {
    expect(fillPlaceholders("[toString]", {})).toBe("[toString]");
  });
});
