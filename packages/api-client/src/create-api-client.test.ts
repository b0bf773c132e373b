import { describe, expect, it } from "vitest";
import { createApiClient } from "./create-api-client";

describe("assetUrl", () => {
  const client = createApiClient({ baseUrl: "https://api.brand.test/", coreUrl: "https://core.brand.test" });

  it("puts the back end's pictures on the core host, like every /api/core call", () => {
    expect(client.assetUrl("/api/core/casino/assets/games/book-of-embers.svg")).toBe(
      "https://core.brand.test/api/core/casino/assets/games/book-of-embers.svg",
    );
  });

  it("puts other paths on the API's base URL and keeps absolute URLs as they are", () => {
    expect(client.assetUrl("/uploads/logo.png")).toBe("https://api.brand.test/uploads/logo.png");
    expect(client.assetUrl("https://cdn.brand.test/logo.png")).toBe("https://cdn.brand.test/logo.png");
  });
});
