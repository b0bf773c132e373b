import { createApiClient } from "@casino/api-client";
import { makeQueryClient, queryKeys } from "@casino/api-client/react";
import type { GameItem } from "@casino/ui/GameTile";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { publishTabApiClient } from "../client/tab-api-client.js";
import { browserRouter } from "../router/browser-router.js";
import { RouterProvider } from "../router/router-adapter.js";
import { renderFeature } from "../test/render-feature.js";
import { LobbyRails, type LobbyRail } from "./LobbyRails.js";
import { PlayerFavourites } from "./PlayerFavourites.js";

const bookOfEmbers: GameItem = {
  id: "7",
  name: "Book of Embers",
  provider: "Ember",
  imageUrl: "/tile.png",
  href: "/casino/games/book-of-embers",
};

const rails: LobbyRail[] = [
  {
    id: "slots",
    title: "Slots",
    seeAllHref: "/casino/slots",
    games: [
      bookOfEmbers,
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

describe("WithFavourites, with the favourites the page read on the server", () => {
  it("draws the tiles with the player's hearts in the server's HTML", () => {
    // On the server no tab client exists and no effect runs: only the page's read can give hearts.
    const queryClient = makeQueryClient();
    queryClient.setQueryData(queryKeys.favoriteGameIds(), [8]);
    document.body.innerHTML = renderToString(
      <RouterProvider adapter={browserRouter}>
        <QueryClientProvider client={queryClient}>
          <LobbyRails rails={rails} signedIn />
        </QueryClientProvider>
      </RouterProvider>,
    );
    expect(screen.getByRole("button", { name: /Comet Crash/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /Book of Embers/ })).toHaveAttribute("aria-pressed", "false");
    document.body.innerHTML = "";
  });
});

describe("PlayerFavourites", () => {
  it("saves the hearts pressed before it was there once the favourites are in, and hands the presses back", async () => {
    const sent = vi.fn();
    const onChange = vi.fn();
    const { calls } = renderFeature(
      <PlayerFavourites
        onChange={onChange}
        refreshOnChange={false}
        earlyPresses={[{ game: bookOfEmbers, favourite: true }]}
        onEarlyPressesSent={sent}
      />,
      {
        "/api/user/get-favorite-games": { body: { success: true, data: { gameIds: [] } } },
        "/api/user/add-favorite-game": { body: { success: true, data: { gameIds: [7] } } },
      },
    );
    await waitFor(() => expect(sent).toHaveBeenCalledWith([]));
    await waitFor(() =>
      expect(calls.map((request) => new URL(request.url).pathname)).toContain("/api/user/add-favorite-game"),
    );
    // The hearts handed on show the press (at once, before the back end's answer, and after it).
    const hearts = onChange.mock.lastCall?.[0] as { isFavourite: (id: string) => boolean } | undefined;
    expect(hearts?.isFavourite("7")).toBe(true);
  });
});
