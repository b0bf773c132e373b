import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../test/render-feature.js";
import { LobbyRails, type LobbyRail } from "./LobbyRails.js";

const rails: LobbyRail[] = [
  {
    id: "slots",
    title: "Slots",
    seeAllHref: "/casino/slots",
    games: [{ id: "7", name: "Book of Embers", provider: "Ember", imageUrl: "", href: "/casino/games/book-of-embers" }],
  },
];

describe("LobbyRails", () => {
  it("opens the sign-in on the same page, its query kept, when a visitor presses a heart", () => {
    window.history.replaceState(null, "", "/casino?sort=rtp");
    const { calls } = renderFeature(<LobbyRails rails={rails} signedIn={false} />, {});
    expect(screen.getByRole("link", { name: /Book of Embers/ })).toHaveAttribute(
      "href",
      "/casino/games/book-of-embers",
    );
    fireEvent.click(screen.getByRole("button", { name: /Book of Embers/ }));
    expect(`${window.location.pathname}${window.location.search}`).toBe("/casino?sort=rtp&modal=login");
    expect(calls).toEqual([]);
  });
});
