import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./VipClub.stories";

const { Member, TopLevel, Visitor, Loading, LoadError } = composeStories(stories);

describe("VipClub", () => {
  it("shows a member's level, points, points to the next level and xp, and what is left to earn", () => {
    render(<Member />);
    expect(screen.getByText("Level").nextSibling).toHaveTextContent("4");
    expect(screen.getByText("Points").nextSibling).toHaveTextContent("2,600");
    expect(screen.getByText("Points to next level").nextSibling).toHaveTextContent("1,400");
    expect(screen.getByText("XP").nextSibling).toHaveTextContent("5,200");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2600");
    expect(screen.getByText("1,400 more points to reach the next level.")).toBeVisible();
  });

  it("says the top level is reached when nothing is left to earn", () => {
    render(<TopLevel />);
    expect(screen.getByText("You have reached the top level. Thank you for playing with us.")).toBeVisible();
  });

  it("invites a visitor to sign up or log in, without figures", () => {
    render(<Visitor />);
    expect(screen.getByRole("heading", { name: "Join the VIP club" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "?modal=signup");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "?modal=login");
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("keeps the room while loading and offers Try again after a failed read", async () => {
    const { container, unmount } = render(<Loading />);
    expect(container.querySelector("[aria-busy='true']")).toHaveTextContent("Loading your loyalty level");
    unmount();
    const onRetry = vi.fn();
    render(<LoadError onRetry={onRetry} />);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
