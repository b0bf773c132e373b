import { describe, expect, it } from "vitest";
import { countryFlagSvg } from "./country-flag.ts";

describe("countryFlagSvg", () => {
  it("reads a country's 4:3 flag from flag-icons, whatever the code's case", () => {
    const malta = countryFlagSvg("MT");
    expect(malta).toMatch(/^<svg[^>]+id="flag-icons-mt"[^>]+viewBox="0 0 640 480"/);
    expect(countryFlagSvg("mt")).toBe(malta);
  });

  it("gives nothing for a code the package has no flag for", () => {
    expect(countryFlagSvg("QQ")).toBeNull();
  });

  it("lets nothing but two letters reach the file system", () => {
    for (const name of ["", "m", "mtx", "../mt", "gb-eng", "m/", "m\0", "..", "%2e"])
      expect(countryFlagSvg(name), name).toBeNull();
  });
});
