import { describe, expect, it } from "vitest";
import { readBackendConfig, REFERENCE_API_URL } from "./backend-config";

describe("readBackendConfig", () => {
  it("talks to the reference API when nothing is configured", () => {
    expect(readBackendConfig({})).toEqual({ apiUrl: REFERENCE_API_URL, coreUrl: REFERENCE_API_URL });
  });

  it("uses the configured API for core calls unless a core host is given", () => {
    expect(readBackendConfig({ CASINO_API_URL: "https://api.brand.test" }).coreUrl).toBe("https://api.brand.test");
    expect(
      readBackendConfig({ CASINO_API_URL: "https://api.brand.test", CASINO_CORE_URL: "https://core.brand.test" }).coreUrl,
    ).toBe("https://core.brand.test");
  });
});
