import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./FreeMoneyList.stories";

const { Offers, Empty, Loading, LoadError } = composeStories(stories);

describe("FreeMoneyList", () => {
  it("shows each free offer as a card with its own control, and the way to every promotion", () => {
    render(<Offers />);
    const gift = screen.getByRole("article", { name: "10 EUR welcome gift, no deposit" });
    expect(gift).toHaveTextContent("No-deposit bonus");
    expect(screen.getAllByRole("button", { name: "Activate" })).toHaveLength(1);
    expect(screen.getByText("Not today: this bonus can be taken on Wednesday and Friday.")).toBeVisible();
    expect(screen.getByRole("link", { name: "See all promotions" })).toHaveAttribute("href", "/promotions");
  });

  it("says when nothing is free right now, and leads to the promotions", () => {
    render(<Empty />);
    expect(screen.getByRole("heading", { name: "No free offers right now" })).toBeVisible();
    expect(screen.getByRole("link", { name: "See all promotions" })).toBeVisible();
  });

  it("keeps the room while loading and offers Try again after a failed read", async () => {
    const { container, unmount } = render(<Loading />);
    expect(container.querySelector("[aria-busy='true']")).toHaveTextContent("Loading the free offers");
    unmount();
    const onRetry = vi.fn();
    render(<LoadError onRetry={onRetry} />);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
