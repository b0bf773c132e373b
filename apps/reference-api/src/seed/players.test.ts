import { describe, expect, it } from "vitest";
import { SEED_PLAYERS } from "./players.ts";

describe("the demo players", () => {
  it("each have an e-mail and a phone of their own", () => {
    const emails = SEED_PLAYERS.map((player) => player.email);
    const phones = SEED_PLAYERS.map((player) => player.profile.phone).filter((phone) => phone != null);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(phones).size).toBe(phones.length);
  });
});
