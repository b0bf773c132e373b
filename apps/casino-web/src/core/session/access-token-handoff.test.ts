import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_COOKIE, accessTokenHandoff } from "./access-token-handoff";

describe("accessTokenHandoff", () => {
  it("lets a request without the at parameter through", () => {
    expect(accessTokenHandoff(new URL("https://casino.test/promotions?modal=calendar"))).toBeNull();
  });

  it("takes the token and sends the visitor to the same page without it", () => {
    expect(accessTokenHandoff(new URL("https://casino.test/promotions?at=tok-1&modal=calendar"))).toEqual({
      token: "tok-1",
      location: "https://casino.test/promotions?modal=calendar",
    });
  });

  it("drops an empty at parameter without storing anything", () => {
    expect(accessTokenHandoff(new URL("https://casino.test/?at="))).toEqual({
      token: null,
      location: "https://casino.test/",
    });
  });

  it("stores the token for 30 days, Secure and SameSite=Lax, for the whole site", () => {
    expect(ACCESS_TOKEN_COOKIE).toMatchObject({
      name: "accessToken",
      maxAge: 30 * 24 * 60 * 60,
      secure: true,
      sameSite: "lax",
      path: "/",
    });
  });
});
