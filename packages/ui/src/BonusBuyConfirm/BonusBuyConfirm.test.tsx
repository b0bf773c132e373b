import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./BonusBuyConfirm.stories";

const { Choice, ChoiceNotRecorded, PlacingBonusBuy } = composeStories(stories);
const { onConfirmBonusBuy, onConfirmRegularBet, onClose } = stories.default.args;

describe("BonusBuyConfirm", () => {
  beforeEach(() => {
    onConfirmBonusBuy.mockClear();
    onConfirmRegularBet.mockClear();
    onClose.mockClear();
  });

  it("explains the bonus buy and offers it or a regular bet", async () => {
    render(<Choice />);
    expect(screen.getByRole("dialog", { name: "Bonus buy" })).toHaveAccessibleDescription(
      "This bet is over your bet limit. Confirm it as a bonus buy to exclude only the next transaction from bet limit checks.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm Bonus Buy" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm Regular Bet" }));
    expect(onConfirmBonusBuy).toHaveBeenCalledOnce();
    expect(onConfirmRegularBet).toHaveBeenCalledOnce();
  });

  it("places no bet when closed with Escape", async () => {
    render(<Choice />);
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirmBonusBuy).not.toHaveBeenCalled();
  });

  it("says in the dialog why a choice was not recorded, and lets the player choose again", async () => {
    render(<ChoiceNotRecorded />);
    expect(screen.getByRole("dialog", { name: "Bonus buy" })).toContainElement(screen.getByRole("alert"));
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
    await userEvent.click(screen.getByRole("button", { name: "Confirm Bonus Buy" }));
    expect(onConfirmBonusBuy).toHaveBeenCalledOnce();
  });

  it("takes no second choice while the bet is placed", async () => {
    render(<PlacingBonusBuy />);
    await userEvent.click(screen.getByRole("button", { name: "Confirm Regular Bet" }));
    expect(onConfirmRegularBet).not.toHaveBeenCalled();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
