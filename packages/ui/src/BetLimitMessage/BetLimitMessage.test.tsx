import { BET_LIMIT_ERROR_CODES } from "@casino/domain";
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./BetLimitMessage.stories";

const composed = composeStories(stories);

describe("BetLimitMessage", () => {
  it("has a story for every bet limit error code", () => {
    const storyCodes = Object.values(composed).map((Story) => Story.args.code);
    expect(BET_LIMIT_ERROR_CODES.filter((code) => !storyCodes.includes(code))).toEqual([]);
  });

  it("announces a limit reached in words", () => {
    render(<composed.WeeklyLossLimit />);
    expect(screen.getByRole("alert")).toHaveTextContent("You have reached your weekly loss limit.");
  });

  it("explains the bonus maximum bet and the game that does not count towards the bonus", () => {
    const { unmount } = render(<composed.BonusMaxBet />);
    expect(screen.getByRole("alert")).toHaveTextContent("above the maximum bet allowed while a bonus is active");
    unmount();
    render(<composed.BonusGameIneligible />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Bonus money cannot be played on this game while a bonus is active.",
    );
  });

  it("says something went wrong for a code it does not know", () => {
    render(<composed.UnknownCode />);
    expect(screen.getByRole("alert")).not.toHaveTextContent("SOMETHING_NEW");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
