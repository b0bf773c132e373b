import { RAKEBACK_CAROUSEL_INTERVAL_MS } from "@casino/domain";
import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as stories from "./RakebackCalendar.stories";

const { Carousel } = composeStories(stories);

function activeDay(): string | null {
  return document.querySelector('[data-active="true"]')?.getAttribute("aria-label") ?? null;
}

function wait(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(reduce: boolean): void {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query === "(prefers-reduced-motion: reduce)",
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe("RakebackCalendar carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is a labelled carousel of 28 days that starts on the first day to claim", () => {
    render(<Carousel />);
    expect(screen.getByRole("region", { name: "Rakeback calendar" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    expect(screen.getAllByRole("group")).toHaveLength(28);
    expect(activeDay()).toBe("Tuesday, March 3");
  });

  it("starts on today when there is nothing to claim", () => {
    render(<Carousel authenticated={false} />);
    expect(activeDay()).toBe("Wednesday, March 4");
  });

  it("moves on by one day every 3 s", () => {
    render(<Carousel />);
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS - 1);
    expect(activeDay()).toBe("Tuesday, March 3");
    wait(1);
    expect(activeDay()).toBe("Wednesday, March 4");
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS);
    expect(activeDay()).toBe("Thursday, March 5");
  });

  it("scrolls the track to the day it moves to", () => {
    const scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo;
    render(<Carousel />);
    scrollTo.mockClear();
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: "smooth" }));
  });

  it("starts over after the last day", () => {
    render(<Carousel />);
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS * 19);
    expect(activeDay()).toBe("Sunday, March 22");
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS);
    expect(activeDay()).toBe("Monday, February 23");
  });

  it("pauses while hovered", () => {
    render(<Carousel />);
    const carousel = screen.getByRole("region", { name: "Rakeback calendar" });
    fireEvent.mouseEnter(carousel);
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS * 3);
    expect(activeDay()).toBe("Tuesday, March 3");
    fireEvent.mouseLeave(carousel);
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS);
    expect(activeDay()).toBe("Wednesday, March 4");
  });

  it("pauses while keyboard focus is inside it", () => {
    render(<Carousel />);
    const next = screen.getByRole("button", { name: "Next day" });
    act(() => next.focus());
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS * 3);
    expect(activeDay()).toBe("Tuesday, March 3");
    act(() => next.blur());
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS);
    expect(activeDay()).toBe("Wednesday, March 4");
  });

  it("pauses and resumes with the pause button", () => {
    render(<Carousel />);
    fireEvent.click(screen.getByRole("button", { name: "Pause auto-scroll" }));
    // Moving the pointer and focus away must not restart it: only the play button does.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS * 3);
    expect(activeDay()).toBe("Tuesday, March 3");
    fireEvent.click(screen.getByRole("button", { name: "Resume auto-scroll" }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS);
    expect(activeDay()).toBe("Wednesday, March 4");
  });

  it("steps with the previous and next buttons", () => {
    render(<Carousel />);
    fireEvent.click(screen.getByRole("button", { name: "Next day" }));
    expect(activeDay()).toBe("Wednesday, March 4");
    fireEvent.click(screen.getByRole("button", { name: "Previous day" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous day" }));
    expect(activeDay()).toBe("Monday, March 2");
  });

  it("never moves by itself for players who ask for reduced motion", () => {
    mockReducedMotion(true);
    render(<Carousel />);
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS * 5);
    expect(activeDay()).toBe("Tuesday, March 3");
    expect(screen.queryByRole("button", { name: "Pause auto-scroll" })).not.toBeInTheDocument();
  });

  it("moves when the system allows motion", () => {
    mockReducedMotion(false);
    render(<Carousel />);
    wait(RAKEBACK_CAROUSEL_INTERVAL_MS);
    expect(activeDay()).toBe("Wednesday, March 4");
  });
});
