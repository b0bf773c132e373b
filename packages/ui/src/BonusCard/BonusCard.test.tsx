import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./BonusCard.stories";

const { Active, ReadyToClaim, Claiming, ActiveFreeSpins, Offer, OfferFreeSpins, OfferRefused, OfferUnavailable } =
  composeStories(stories);
const { onActivate, onCancel, onClaim } = stories.default.args;

describe("BonusCard", () => {
  beforeEach(() => {
    onActivate.mockClear();
    onCancel.mockClear();
    onClaim.mockClear();
  });

  it("shows an active bonus's type, amount, wagering, maximum win and the countdown to its expiry", () => {
    render(<Active />);
    const card = screen.getByRole("article", { name: "Welcome package 150% up to 1000 EUR" });
    expect(within(card).getByText("Deposit bonus")).toBeInTheDocument();
    expect(within(card).getByText("Bonus amount").nextSibling).toHaveTextContent("€150.00");
    expect(within(card).getByText("€1,312.50 of €5,250.00 wagered")).toBeInTheDocument();
    expect(within(card).getByText("Maximum win").nextSibling).toHaveTextContent("€5,000.00");
    expect(within(card).getByRole("timer")).toHaveTextContent("25:22:15:00");
    expect(within(card).queryByRole("button", { name: "Claim as cash" })).not.toBeInTheDocument();
  });

  it("cancels an active bonus", async () => {
    render(<Active />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel bonus" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("offers the claim once the wagering is done", async () => {
    render(<ReadyToClaim />);
    expect(screen.getByText("Wagering complete: you can claim the bonus as cash.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Claim as cash" }));
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it("does not claim twice while the claim runs", async () => {
    render(<Claiming />);
    await userEvent.click(screen.getByRole("button", { name: /Claim as cash/ }));
    expect(onClaim).not.toHaveBeenCalled();
  });

  it("shows free spins left, their game and a play link to the slots", () => {
    render(<ActiveFreeSpins />);
    const card = screen.getByRole("article", { name: "100 free spins on Book of Embers" });
    expect(within(card).getByText("Free spins left").nextSibling).toHaveTextContent("64");
    expect(within(card).getByText("Game").nextSibling).toHaveTextContent("Book of Embers");
    expect(within(card).getByRole("link", { name: "Play" })).toHaveAttribute("href", "/casino/slots");
    expect(within(card).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("lists an offer's conditions and activates it", async () => {
    render(<Offer />);
    const card = screen.getByRole("article", { name: "Monday reload: 50% up to 200 EUR" });
    expect(within(card).getByText("Deposit match").nextSibling).toHaveTextContent("50%");
    expect(within(card).getByText("Bonus up to").nextSibling).toHaveTextContent("€200.00");
    expect(within(card).getByText("Minimum deposit").nextSibling).toHaveTextContent("€20.00");
    expect(within(card).getByText("Wagering").nextSibling).toHaveTextContent("35× the bonus");
    expect(within(card).getByText("Valid until").nextSibling).toHaveTextContent("31 Mar 2026");
    await userEvent.click(within(card).getByRole("button", { name: "Activate" }));
    expect(onActivate).toHaveBeenCalledOnce();
  });

  it("lists a free-spins offer's spins and game", () => {
    render(<OfferFreeSpins />);
    expect(screen.getByText("Free spins", { selector: "dt" }).nextSibling).toHaveTextContent("20");
    expect(screen.getByText("Game").nextSibling).toHaveTextContent("Orchard Frenzy");
  });

  it("announces why an activation was refused and ties it to the button", () => {
    render(<OfferRefused />);
    expect(screen.getByRole("alert")).toHaveTextContent("This bonus is not available for your account.");
    expect(screen.getByRole("button", { name: "Activate" })).toHaveAccessibleDescription(
      "This bonus is not available for your account.",
    );
  });

  it("says why an offer cannot be taken today instead of offering Activate", () => {
    render(<OfferUnavailable />);
    const card = screen.getByRole("article", { name: "Happy hour: 20 free spins" });
    expect(within(card).getByText("Not today: this bonus can be taken on Wednesday and Friday.")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Activate" })).not.toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
