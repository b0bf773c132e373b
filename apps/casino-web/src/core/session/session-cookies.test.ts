import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_COOKIE,
  endSessionCookies,
  PENDING_ACCESS_TOKEN_COOKIE,
  SESSION_EXPIRED_COOKIE,
  type CookieJar,
} from "./session-cookies";

function recordingJar(): CookieJar & { written: Parameters<CookieJar["set"]>[0][] } {
  const written: Parameters<CookieJar["set"]>[0][] = [];
  return { written, set: (cookie) => written.push(cookie) };
}

describe("the session cookies", () => {
  it("keep the token 30 days, for the whole site, out of reach of page scripts and cross-site posts", () => {
    expect(ACCESS_TOKEN_COOKIE).toEqual({
      name: "accessToken",
      maxAge: 30 * 24 * 60 * 60,
      httpOnly: true,
      secure: true,
      sameSite: "lax",
      path: "/",
    });
  });

  it("keep a handed-over token ten minutes while the player chooses, also HttpOnly", () => {
    expect(PENDING_ACCESS_TOKEN_COOKIE).toMatchObject({ name: "pendingAccessToken", maxAge: 600, httpOnly: true });
  });

  it("end a session by deleting the token and telling the next page it expired", () => {
    const jar = recordingJar();
    endSessionCookies(jar);
    expect(jar.written).toEqual([
      { ...ACCESS_TOKEN_COOKIE, value: "", maxAge: 0 },
      { ...SESSION_EXPIRED_COOKIE, value: "1" },
    ]);
    expect(SESSION_EXPIRED_COOKIE.httpOnly).toBe(false);
  });
});
