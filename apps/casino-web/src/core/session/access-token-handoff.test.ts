import { describe, expect, it } from "vitest";
import { accessTokenHandoff } from "./access-token-handoff";

const TOKEN = "9f1c2e7a0b3d4c5e6f70";
const OTHER = "0000aaaa1111bbbb2222";

describe("accessTokenHandoff", () => {
  it("lets a request without the at parameter through", () => {
    expect(accessTokenHandoff(new URL("https://casino.test/promotions?modal=calendar"), null)).toBeNull();
  });

  it("stores the token of a visitor nobody is signed in as, and drops it from the address", () => {
    expect(accessTokenHandoff(new URL(`https://casino.test/promotions?at=${TOKEN}&modal=calendar#top`), null)).toEqual({
      action: "store",
      token: TOKEN,
      location: "https://casino.test/promotions?modal=calendar#top",
    });
  });

  it("asks the signed-in player before another account's token replaces the session", () => {
    expect(accessTokenHandoff(new URL(`https://casino.test/cashback?at=${TOKEN}&ref=mail`), OTHER)).toEqual({
      action: "ask",
      token: TOKEN,
      location: "https://casino.test/cashback?ref=mail&modal=switch-account",
    });
  });

  it("only drops the token from the address when it is already the session", () => {
    expect(accessTokenHandoff(new URL(`https://casino.test/?at=${TOKEN}`), TOKEN)).toEqual({
      action: "drop",
      token: null,
      location: "https://casino.test/",
    });
  });

  it("ignores a malformed token or an empty one, whoever is signed in", () => {
    for (const at of ["", "short", "%3Cscript%3Ealert(1)%3C%2Fscript%3E0123456789"]) {
      expect(accessTokenHandoff(new URL(`https://casino.test/deposit?at=${at}`), OTHER)).toEqual({
        action: "drop",
        token: null,
        location: "https://casino.test/deposit",
      });
    }
  });
});
