import { describe, expect, it } from "vitest";
import { visitorAddress } from "./visitor-address";

describe("visitorAddress", () => {
  it("takes the site's TCP peer, never an address the visitor wrote before it", () => {
    expect(visitorAddress("203.0.113.9", [])).toBe("203.0.113.9");
    expect(visitorAddress("6.6.6.6, 7.7.7.7, 203.0.113.9", [])).toBe("203.0.113.9");
  });

  it("passes over the proxies in front of the site, and only them", () => {
    expect(visitorAddress("6.6.6.6, 203.0.113.9, 10.0.0.2", ["10.0.0.2"])).toBe("203.0.113.9");
    expect(visitorAddress("6.6.6.6, 203.0.113.9, 10.0.0.3, 10.0.0.2", ["10.0.0.2", "10.0.0.3"])).toBe("203.0.113.9");
    // A visitor naming a trusted proxy as itself gets no further than the entry the proxy wrote.
    expect(visitorAddress("10.0.0.2, 203.0.113.9, 10.0.0.2", ["10.0.0.2"])).toBe("203.0.113.9");
  });

  it("has no address without a chain", () => {
    expect(visitorAddress(null, [])).toBeNull();
    expect(visitorAddress(" , ", [])).toBeNull();
  });
});
