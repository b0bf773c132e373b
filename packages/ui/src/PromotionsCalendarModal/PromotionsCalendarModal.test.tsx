import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./PromotionsCalendarModal.stories";

const { Today, LaterDay, Loading, Empty, LoadFailed } = composeStories(stories);
const { onOpenChange, onSelectedDateChange, onRetry } = stories.default.args;

describe("PromotionsCalendarModal", () => {
  beforeEach(() => {
    onOpenChange.mockClear();
    onSelectedDateChange.mockClear();
    onRetry.mockClear();
  });

  it("previews seven days starting today", () => {
    render(<Today />);
    const dialog = screen.getByRole("dialog", { name: "Promotions calendar" });
    const tabs = within(dialog).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Today",
      "5 Thu",
      "6 Fri",
      "7 Sat",
      "8 Sun",
      "9 Mon",
      "10 Tue",
    ]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
  });

  it("cuts banner titles at 35 characters and keeps short ones whole", () => {
    render(<Today />);
    const panel = screen.getByRole("tabpanel");
    const items = within(panel).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    const long = within(panel).getByRole("link", { name: /^Weekend reload/ });
    expect(long.textContent).toHaveLength(35);
    expect(long).toHaveTextContent("Weekend reload bonus: 50% up to 50…");
    expect(within(panel).getByRole("link", { name: "100 free spins" })).toHaveAttribute("href", "/promotions/2");
    expect(within(panel).getByText("Cashback Wednesday")).toBeInTheDocument();
  });

  it("links the More button to the promotions page", () => {
    render(<Today />);
    expect(screen.getByRole("link", { name: "More" })).toHaveAttribute("href", "/promotions");
  });

  it("asks for another day's promotions when a day is picked", async () => {
    render(<Today />);
    await userEvent.click(screen.getByRole("tab", { name: "7 Sat" }));
    expect(onSelectedDateChange).toHaveBeenLastCalledWith("2026-03-07");
    expect(screen.getByRole("tab", { name: "7 Sat" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the day the app selected", () => {
    render(<LaterDay />);
    expect(screen.getByRole("tab", { name: "7 Sat" })).toHaveAttribute("aria-selected", "true");
    expect(within(screen.getByRole("tabpanel")).getAllByRole("listitem")).toHaveLength(2);
  });

  it("announces loading", () => {
    render(<Loading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("says when a day has no promotions", () => {
    render(<Empty />);
    expect(
      within(screen.getByRole("tabpanel")).getByRole("heading", { name: "No promotions on this day." }),
    ).toBeInTheDocument();
  });

  it("offers a retry when loading failed", async () => {
    render(<LoadFailed />);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("closes on Escape", async () => {
    render(<Today />);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
