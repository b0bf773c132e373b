import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../test/render-feature.js";
import { FIRST_SCREEN_TILES } from "./first-screen-tiles.js";
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

  it("loads the first rail's first pictures first when the rails top the page, every other lazily", () => {
    const game = (rail: string, index: number) => ({
      id: `${rail}-${index}`,
      name: `${rail} ${index}`,
      provider: "Ember",
      imageUrl: `/${rail}-${index}.png`,
      href: `/casino/games/${rail}-${index}`,
    });
    const twoRails: LobbyRail[] = ["hot", "new"].map((id) => ({
      id,
      title: id,
      seeAllHref: `/casino/${id}`,
      games: Array.from({ length: FIRST_SCREEN_TILES + 2 }, (_, index) => game(id, index)),
    }));
    const { container } = renderFeature(
      <LobbyRails rails={twoRails} signedIn={false} priorityCount={FIRST_SCREEN_TILES} />,
      {},
    );
    const eager = [...container.querySelectorAll('img[fetchpriority="high"]')].map((image) =>
      image.getAttribute("src"),
    );
    expect(eager).toEqual(Array.from({ length: FIRST_SCREEN_TILES }, (_, index) => `/hot-${index}.png`));
    expect(container.querySelectorAll('img[loading="lazy"]')).toHaveLength(FIRST_SCREEN_TILES + 4);
  });

  it("loads every picture lazily where the rails are not the top of the page", () => {
    const { container } = renderFeature(<LobbyRails rails={rails} signedIn={false} />, {});
    expect(container.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(0);
  });
});
