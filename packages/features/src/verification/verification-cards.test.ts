import { describe, expect, it } from "vitest";
import { verificationCards } from "./verification-cards.js";

const IDENTITY = {
  id: 1,
  key: "identity",
  name: "Identity proof",
  description: "Passport",
  hasBackSide: true,
  status: "pending",
};
const ADDRESS = { id: 2, key: "address", name: "Proof of address", hasBackSide: false, status: "requested" };

describe("verificationCards", () => {
  it("draws one card per kind, in the back end's order, with the sides it asks for", () => {
    const cards = verificationCards([IDENTITY, ADDRESS], []);
    expect(cards.map((card) => [card.labelId, card.title, card.sides, card.status])).toEqual([
      ["1", "Identity proof", ["front", "back"], "pending"],
      ["2", "Proof of address", ["front"], "requested"],
    ]);
  });

  it("shows per side the newest file sent for it", () => {
    const [identity] = verificationCards(
      [IDENTITY],
      [
        {
          id: 1,
          documentLabelId: 1,
          side: "front",
          status: "rejected",
          fileName: "blurry.jpg",
          createdAt: "2026-11-20T10:00:00Z",
        },
        {
          id: 2,
          documentLabelId: 1,
          side: "front",
          status: "pending",
          fileName: "sharp.jpg",
          createdAt: "2026-11-21T10:00:00Z",
        },
        {
          id: 3,
          documentLabelId: 2,
          side: "front",
          status: "confirmed",
          fileName: "bill.pdf",
          createdAt: "2026-11-21T10:00:00Z",
        },
      ],
    );
    expect(identity?.sent).toEqual({ front: { fileName: "sharp.jpg", status: "pending" } });
  });

  it("reads a status in any case, and an unknown one as still requested", () => {
    const cards = verificationCards(
      [
        { ...IDENTITY, status: "CONFIRMED" },
        { ...ADDRESS, status: "waiting" },
      ],
      [],
    );
    expect(cards.map((card) => card.status)).toEqual(["confirmed", "requested"]);
  });
});
