import { describe, expect, it } from "vitest";
import { urlWithModal, urlWithoutModal, urlWithoutThreeDsData, urlWithoutToken } from "./query-string.js";

describe("urlWithoutModal", () => {
  it("drops the modal and its method, keeping the rest of the query", () => {
    expect(urlWithoutModal("/deposit", "modal=deposit-failed&met=visa&tab=2")).toBe("/deposit?tab=2");
  });

  it("drops the 3DS parameters with the 3DS modal", () => {
    expect(urlWithoutModal("/", "?modal=deposit-3ds-success&PaReq=abc&MD=m1")).toBe("/");
  });

  it("drops the linked account with the linked sign-up", () => {
    expect(urlWithoutModal("/profile/edit-profile", "modal=linked-signup&linked=u-1&lang=de")).toBe(
      "/profile/edit-profile?lang=de",
    );
  });
});

describe("urlWithModal", () => {
  it("opens a modal on the current page without losing its query", () => {
    expect(urlWithModal("/promotions", "page=2", "calendar")).toBe("/promotions?page=2&modal=calendar");
  });
});

describe("urlWithoutThreeDsData", () => {
  it("takes PaReq and MD out of the address and keeps the modal and the rest", () => {
    expect(urlWithoutThreeDsData("/deposit", "?modal=deposit-3ds-success&PaReq=abc&MD=m1&met=visa")).toBe(
      "/deposit?modal=deposit-3ds-success&met=visa",
    );
  });
});

describe("urlWithoutToken", () => {
  it("takes an e-mailed link's token out of the address and keeps its modal open", () => {
    expect(urlWithoutToken("/", "?modal=reset-password&token=abc&x=1")).toBe("/?modal=reset-password&x=1");
  });

  it("lets the token leave with the modal", () => {
    expect(urlWithoutModal("/", "?modal=reset-password&token=abc")).toBe("/");
  });
});
