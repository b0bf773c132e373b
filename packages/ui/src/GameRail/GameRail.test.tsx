import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import { SAMPLE_GAMES } from "../GameTile/gameFixtures";
import * as stories from "./GameRail.stories";

const { Ready, Loading, Empty, Short, FirstDrawn } = composeStories(stories);

/** jsdom has no layout: give the row a width and a scroll position as a browser would. */
function layOut(list: HTMLElement, { scrollLeft, clientWidth, scrollWidth }: Record<string, number>) {
  Object.defineProperties(list, {
    scrollLeft: { configurable: true, value: scrollLeft },
    clientWidth: { configurable: true, value: clientWidth },
    scrollWidth: { configurable: true, value: scrollWidth },
  });
  list.scrollBy = vi.fn();
}

describe("GameRail", () => {
  it("loads the pictures of its first tiles first when it is at the top of its page, the rest lazily", () => {
    const { container } = render(<Ready priorityCount={2} />);
    const loading = [...container.querySelectorAll("img")].map((image) => image.getAttribute("loading"));
    expect(loading).toEqual(["eager", "eager", "lazy", "lazy", "lazy", "lazy", "lazy", "lazy"]);
    const { container: lower } = render(<Ready />);
    expect(lower.querySelectorAll('img[loading="eager"]')).toHaveLength(0);
  });

  it("lists the category's games as links under its title, with See all", () => {
    render(<Ready />);
    const rail = screen.getByRole("region", { name: "Hot games" });
    expect(within(rail).getAllByRole("listitem")).toHaveLength(8);
    expect(within(rail).getByRole("link", { name: "See all" })).toHaveAttribute("href", "/casino/hot");
  });

  it("scrolls by most of its width with Next, and Previous is off at the start", async () => {
    render(<Ready />);
    const list = screen.getByRole("list");
    layOut(list, { scrollLeft: 0, clientWidth: 500, scrollWidth: 1500 });
    fireEvent.scroll(list);
    const previous = screen.getByRole("button", { name: "Previous games" });
    await userEvent.click(screen.getByRole("button", { name: "Next games" }));
    expect(list.scrollBy).toHaveBeenCalledWith({ left: 400, behavior: "smooth" });
    expect(previous).toBeDisabled();
  });

  it("turns Next off at the end of the row and Previous on", () => {
    render(<Ready />);
    const list = screen.getByRole("list");
    layOut(list, { scrollLeft: 1000, clientWidth: 500, scrollWidth: 1500 });
    fireEvent.scroll(list);
    expect(screen.getByRole("button", { name: "Next games" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous games" })).toBeEnabled();
  });

  it("measures a rail the browser skips (below the screen) only once it comes near the screen", () => {
    // jsdom has no `checkVisibility`: the browser's answer for a rail skipped by content-visibility.
    Object.defineProperty(HTMLElement.prototype, "checkVisibility", {
      configurable: true,
      value: (options?: CheckVisibilityOptions) => !options?.contentVisibilityAuto,
    });
    try {
      render(<Ready />);
      const list = screen.getByRole("list");
      const next = screen.getByRole("button", { name: "Next games" });
      // Every tile fits: once measured, there is nothing to scroll to.
      layOut(list, { scrollLeft: 0, clientWidth: 500, scrollWidth: 500 });
      const rail = screen.getByRole("region", { name: "Hot games" });
      act(() => rail.dispatchEvent(Object.assign(new Event("contentvisibilityautostatechange"), { skipped: true })));
      expect(next).toBeEnabled();
      act(() => rail.dispatchEvent(Object.assign(new Event("contentvisibilityautostatechange"), { skipped: false })));
      expect(next).toBeDisabled();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, "checkVisibility");
    }
  });

  it("draws its first tiles with the page and the rest when the row is scrolled near them", () => {
    // jsdom has no IntersectionObserver: one the test answers for, as the browser would.
    const observed: { root: Element | Document | null | undefined; margin: string | undefined; target: Element }[] = [];
    let report: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        readonly options: IntersectionObserverInit | undefined;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          report = callback;
          this.options = options;
        }
        observe(target: Element) {
          observed.push({ root: this.options?.root, margin: this.options?.rootMargin, target });
        }
        disconnect() {}
      },
    );
    try {
      const { rerender } = render(<FirstDrawn />);
      const list = screen.getByRole("list");
      expect(within(list).getAllByRole("listitem")).toHaveLength(3);
      expect(within(list).queryByRole("link", { name: /Rocket Crash/ })).not.toBeInTheDocument();
      // Watched: the last tile drawn, within a row's width of what the row itself shows.
      expect(observed).toEqual([{ root: list, margin: "0px 100%", target: list.lastElementChild }]);
      // Other games in the same rail: their last drawn tile is the one watched.
      rerender(<FirstDrawn games={[...SAMPLE_GAMES].reverse()} />);
      expect(observed.at(-1)?.target).toBe(list.lastElementChild);
      expect(list.lastElementChild).toHaveTextContent(SAMPLE_GAMES.at(-3)?.name ?? "");
      const entry = (isIntersecting: boolean) => [{ isIntersecting }] as unknown as IntersectionObserverEntry[];
      act(() => report(entry(false), {} as IntersectionObserver));
      expect(within(list).getAllByRole("listitem")).toHaveLength(3);
      act(() => report(entry(true), {} as IntersectionObserver));
      expect(within(list).getAllByRole("listitem")).toHaveLength(8);
      expect(within(list).getByRole("link", { name: /Rocket Crash/ })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("draws every tile at once where the browser has no IntersectionObserver", () => {
    render(<FirstDrawn />);
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(8);
  });

  it("draws skeleton tiles while loading and says the row is busy", () => {
    render(<Loading />);
    const rail = screen.getByRole("region", { name: "Hot games" });
    expect(rail).toHaveAttribute("aria-busy", "true");
    expect(within(rail).getAllByRole("listitem")).toHaveLength(6);
    expect(within(rail).queryByRole("link", { name: /Book of Riches/ })).not.toBeInTheDocument();
  });

  it("says so when the category has no games, without scroll buttons", () => {
    render(<Empty />);
    expect(screen.getByRole("heading", { name: "No games here yet" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Next games" })).not.toBeInTheDocument();
  });

  it("leaves See all out when the category has no page", () => {
    render(<Short />);
    expect(screen.queryByRole("link", { name: "See all" })).not.toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
