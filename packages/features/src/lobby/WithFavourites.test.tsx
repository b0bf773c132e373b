import { createApiClient } from "@casino/api-client";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { publishTabApiClient } from "../client/tab-api-client.js";
import { renderFeature } from "../test/render-feature.js";
import { LobbyRails, type LobbyRail } from "./LobbyRails.js";

const rails: LobbyRail[] = [
  {
    id: "slots",
    title: "Slots",
    seeAllHref: "/casino/slots",
    games: [
      {
        id: "7",
        name: "Book of Embers",
        provider: "Ember",
        imageUrl: "/tile.png",
        href: "/casino/games/book-of-embers",
      },
      { id: "8", name: "Comet Crash", provider: "Ember", imageUrl: "/tile.png", href: "/casino/games/comet-crash" },
    ],
  },
];

describe("WithFavourites, signed in", () => {
  it("gives the player's tiles their hearts when the tab's client comes, the tiles kept as drawn", async () => {
    renderFeature(<LobbyRails rails={rails} signedIn />, {});
    const tile = screen.getByRole("link", { name: /Book of Embers/ });
    expect(screen.queryByRole("button", { name: /Book of Embers/ })).toBeNull();

    const favourites = new Response(JSON.stringify({ success: true, data: { gameIds: [7] } }), {
      headers: { "content-type": "application/json" },
    });
    act(() =>
      publishTabApiClient(
        createApiClient({
          baseUrl: "http://backend.test",
          getToken: () => "token-abc",
          fetch: (input) =>
            Promise.resolve(
              new URL(new Request(input).url).pathname === "/api/user/get-favorite-games"
                ? favourites.clone()
                : new Response("{}", { status: 404 }),
            ),
        }),
      ),
    );

    expect(await screen.findByRole("button", { name: /Book of Embers/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /Comet Crash/ })).toHaveAttribute("aria-pressed", "false");
    // The same element: the tiles were not drawn again from scratch (docs/performance.md, "What a lobby costs the main thread").
    expect(screen.getByRole("link", { name: /Book of Embers/ })).toBe(tile);
  });
});
