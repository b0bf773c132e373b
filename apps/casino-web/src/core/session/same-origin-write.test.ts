import { describe, expect, it } from "vitest";
import { isAllowedWrite } from "./same-origin-write";

const SITE = "https://casino.test";

describe("isAllowedWrite", () => {
  it("lets the site's own JSON and multipart calls through, and bodiless ones", () => {
    const own = { method: "POST", origin: SITE, hasBody: true };
    expect(isAllowedWrite({ ...own, contentType: "application/json" }, SITE)).toBe(true);
    expect(isAllowedWrite({ ...own, contentType: "multipart/form-data; boundary=x" }, SITE)).toBe(true);
    expect(isAllowedWrite({ method: "POST", origin: SITE, contentType: null, hasBody: false }, SITE)).toBe(true);
  });

  it("refuses a form another site submits, whatever it sends", () => {
    for (const contentType of ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]) {
      expect(isAllowedWrite({ method: "POST", origin: "https://evil.example", contentType, hasBody: true }, SITE)).toBe(
        false,
      );
    }
    expect(isAllowedWrite({ method: "POST", origin: "null", contentType: "text/plain", hasBody: true }, SITE)).toBe(
      false,
    );
  });

  it("refuses a body that comes without its type", () => {
    expect(isAllowedWrite({ method: "POST", origin: SITE, contentType: null, hasBody: true }, SITE)).toBe(false);
  });

  it("refuses a write without an Origin, and a same-origin one with a form body", () => {
    expect(isAllowedWrite({ method: "DELETE", origin: null, contentType: null, hasBody: false }, SITE)).toBe(false);
    expect(
      isAllowedWrite(
        { method: "PUT", origin: SITE, contentType: "application/x-www-form-urlencoded", hasBody: true },
        SITE,
      ),
    ).toBe(false);
  });

  it("lets reads through from anywhere: they change nothing", () => {
    expect(
      isAllowedWrite({ method: "GET", origin: "https://evil.example", contentType: null, hasBody: false }, SITE),
    ).toBe(true);
  });
});
