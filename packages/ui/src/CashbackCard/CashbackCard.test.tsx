import { composeStories } from "@storybook/react-vite";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./CashbackCard.stories";

const {
  Default,
  Empty,
  Crypto,
  V2,
  V2Claiming,
  V2NothingToClaim,
  InMenu,
  InMenuNoRewards,
  HiddenForLulu,
  HiddenForWincraft,
} = composeStories(stories);
const { onClaim, onCycleEnd } = stories.default.args;

describe("CashbackCard", () => {
  beforeEach(() => {
    onClaim.mockClear();
    onCycleEnd.mockClear();
  });

  it("shows today's amount and the countdown to the next half hour", () => {
    render(<Default />);
    const card = screen.getByRole("region", { name: "Cashback" });
    expect(within(card).getByText("Today's cashback")).toBeInTheDocument();
    expect(within(card).getByText("€12.35")).toBeInTheDocument();
    expect(within(card).getByRole("timer")).toHaveTextContent("17:30");
    expect(within(card).queryByRole("button", { name: /Claim/ })).not.toBeInTheDocument();
  });

  it("explains cashback in a tooltip on keyboard focus", async () => {
    render(<Default />);
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "About cashback" })).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Cashback is 10% of your net losses (NGR) and is paid out every half hour, at :00 and :30.",
    );
  });

  it("invites play when nothing is collected yet", () => {
    render(<Empty />);
    expect(screen.getByText("€0.00")).toBeInTheDocument();
    expect(screen.getByText("Play to collect cashback.")).toBeInTheDocument();
  });

  it("shows crypto amounts with up to 8 decimals", () => {
    render(<Crypto />);
    expect(screen.getByRole("region", { name: "Cashback" })).toHaveTextContent("0.00012345");
  });

  it("claims from the v2 card", async () => {
    render(<V2 />);
    await userEvent.click(screen.getByRole("button", { name: "Claim cashback" }));
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it("shows the v2 claim as busy while it runs", async () => {
    render(<V2Claiming />);
    const button = screen.getByRole("button", { name: /Claim cashback/ });
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(onClaim).not.toHaveBeenCalled();
  });

  it("disables the v2 claim when there is nothing to claim", () => {
    render(<V2NothingToClaim />);
    expect(screen.getByRole("button", { name: "Claim cashback" })).toBeDisabled();
  });

  it("claims new rewards from the menu", async () => {
    render(<InMenu />);
    const card = screen.getByRole("region", { name: "Cashback" });
    const claim = within(card).getByRole("button", { name: "Claim" });
    expect(claim).toHaveAccessibleDescription("New rewards to claim");
    await userEvent.click(claim);
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it("offers no claim in the menu without new rewards", () => {
    render(<InMenuNoRewards />);
    expect(screen.getByRole("region", { name: "Cashback" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Claim" })).not.toBeInTheDocument();
  });

  it.each([
    ["lulu", HiddenForLulu],
    ["wincraft", HiddenForWincraft],
  ] as const)("is not drawn for the %s theme", (_theme, Story) => {
    render(<Story />);
    expect(screen.queryByRole("region", { name: "Cashback" })).not.toBeInTheDocument();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});

describe("CashbackCard cycle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-04T10:29:58Z"));
    onCycleEnd.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for a refresh at :30 and counts down to :00 after it", () => {
    render(<Default clock={() => new Date()} />);
    expect(screen.getByRole("timer")).toHaveTextContent("00:02");
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onCycleEnd).toHaveBeenCalledOnce();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole("timer")).toHaveTextContent("29:59");
    expect(onCycleEnd).toHaveBeenCalledOnce();
  });
});
