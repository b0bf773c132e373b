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
  it("gives the player's drawn tiles their hearts when the favourites come, the tiles kept as drawn", async () => {
    // The tab's client is published before the page draws (another file of this worker may have
    // published one already: docs/testing.md, files share their modules).
    const favourites = new Response(JSON.stringify({ success: true, data: { gameIds: [7] } }), {
      headers: { "content-type": "application/json" },
    });
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    publishTabApiClient(
      createApiClient({
        baseUrl: "http://backend.test",
        getToken: () => "token-abc",
        fetch: async (input) => {
          await answered;
          return new URL(new Request(input).url).pathname === "/api/user/get-favorite-games"
            ? favourites.clone()
            : new Response("{}", { status: 404 });
        },
      }),
    );
    renderFeature(<LobbyRails rails={rails} signedIn />, {});
    const tile = screen.getByRole("link", { name: /Book of Embers/ });
    expect(screen.queryByRole("button", { name: /Book of Embers/ })).toBeNull();

    act(() => answer());

    expect(await screen.findByRole("button", { name: /Book of Embers/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /Comet Crash/ })).toHaveAttribute("aria-pressed", "false");
    // The same element: the tiles were not drawn again from scratch (docs/performance.md, "What a lobby costs the main thread").
    expect(screen.getByRole("link", { name: /Book of Embers/ })).toBe(tile);
  });
});
