import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./GamePlayPanel.stories";

const { Ready, NoDemo, BonusIneligible, Consent, Restricted } = composeStories(stories);

describe("GamePlayPanel", () => {
  it("offers play and the demo once the cookies are accepted", () => {
    render(<Ready />);
    expect(screen.getByRole("link", { name: "Play" })).toHaveAttribute("href", "/play/book-of-embers");
    expect(screen.getByRole("link", { name: "Play demo" })).toHaveAttribute("href", "/play/book-of-embers?demo=1");
  });

  it("says the demo is unavailable when the game has none", () => {
    render(<NoDemo />);
    expect(screen.queryByRole("link", { name: "Play demo" })).not.toBeInTheDocument();
    expect(screen.getByText("Demo play unavailable")).toBeInTheDocument();
  });

  it("asks for the game cookies before anything else", () => {
    const onAcceptConsent = vi.fn();
    render(<Consent onAcceptConsent={onAcceptConsent} />);
    expect(screen.queryByRole("link", { name: "Play" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Accept and continue" }));
    expect(onAcceptConsent).toHaveBeenCalled();
  });

  it("names the country where the game may not be played", () => {
    render(<Restricted />);
    expect(screen.getByRole("alert")).toHaveTextContent("cannot be played from Germany");
  });

  it("warns a player whose bonus does not apply", () => {
    render(<BonusIneligible />);
    expect(screen.getByRole("note")).toHaveTextContent("does not count towards your active bonus");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
