import { describe, expect, it } from "vitest";
import { accessTokenHandoff } from "./access-token-handoff";

const TOKEN = "9f1c2e7a0b3d4c5e6f70";
const OTHER = "0000aaaa1111bbbb2222";
/** A link followed or an address typed: the tab opens the page. */
const NAVIGATION = { method: "GET", fetchMode: "navigate", fetchDest: "document" };

describe("accessTokenHandoff", () => {
  it("lets a request without the at parameter through", () => {
    expect(accessTokenHandoff(new URL("https://casino.test/promotions?modal=calendar"), null, NAVIGATION)).toBeNull();
  });

  it("asks a visitor nobody is signed in as before the link signs them in, the token gone from the address", () => {
    expect(
      accessTokenHandoff(new URL(`https://casino.test/promotions?at=${TOKEN}&modal=calendar#top`), null, NAVIGATION),
    ).toEqual({ action: "ask", token: TOKEN, location: "https://casino.test/promotions?modal=switch-account#top" });
  });

  it("asks the signed-in player before another account's token replaces the session", () => {
    expect(accessTokenHandoff(new URL(`https://casino.test/cashback?at=${TOKEN}&ref=mail`), OTHER, NAVIGATION)).toEqual(
      { action: "ask", token: TOKEN, location: "https://casino.test/cashback?ref=mail&modal=switch-account" },
    );
  });

  it("takes nothing from a form another site posts, a frame or a fetch: the token only leaves the address", () => {
    const url = new URL(`https://casino.test/deposit?at=${TOKEN}`);
    for (const request of [
      { method: "POST", fetchMode: "navigate", fetchDest: "document" },
      { method: "GET", fetchMode: "navigate", fetchDest: "iframe" },
      { method: "GET", fetchMode: "cors", fetchDest: "empty" },
      { method: "GET", fetchMode: null, fetchDest: null },
    ]) {
      for (const current of [null, OTHER]) {
        expect(accessTokenHandoff(url, current, request)).toEqual({
          action: "drop",
          token: null,
          location: "https://casino.test/deposit",
        });
      }
    }
  });

  it("only drops the token from the address when it is already the session", () => {
    expect(accessTokenHandoff(new URL(`https://casino.test/?at=${TOKEN}`), TOKEN, NAVIGATION)).toEqual({
      action: "drop",
      token: null,
      location: "https://casino.test/",
    });
  });

  it("ignores a malformed token or an empty one, whoever is signed in", () => {
    for (const at of ["", "short", "%3Cscript%3Ealert(1)%3C%2Fscript%3E0123456789"]) {
      expect(accessTokenHandoff(new URL(`https://casino.test/deposit?at=${at}`), OTHER, NAVIGATION)).toEqual({
        action: "drop",
        token: null,
        location: "https://casino.test/deposit",
      });
    }
  });
});
