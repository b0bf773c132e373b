import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./BonusCancelDialog.stories";

const { Warning, Cancelling, ReplaceWarning, Replacing } = composeStories(stories);
const { onConfirm, onKeep } = stories.default.args;

describe("BonusCancelDialog", () => {
  beforeEach(() => {
    onConfirm.mockClear();
    onKeep.mockClear();
  });

  it("says the current amount will be burnt before anything happens", async () => {
    render(<Warning />);
    const dialog = screen.getByRole("dialog", { name: "Cancel this bonus?" });
    expect(dialog).toHaveAccessibleDescription(
      "Cancelling Welcome package 150% up to 1000 EUR burns its current amount: €150.00 will be removed from your balance.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel bonus and burn €150.00" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("keeps the bonus on Keep and on Escape", async () => {
    render(<Warning />);
    await userEvent.click(screen.getByRole("button", { name: "Keep bonus" }));
    await userEvent.keyboard("{Escape}");
    expect(onKeep).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("does not cancel twice while the cancellation runs", async () => {
    render(<Cancelling />);
    await userEvent.click(screen.getByRole("button", { name: /Cancel bonus and burn/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("warns before another deposit bonus burns the active one, naming both and the amount, and goes on only on Continue", async () => {
    render(<ReplaceWarning />);
    const dialog = screen.getByRole("dialog", { name: "Cancel your active bonus?" });
    expect(dialog).toHaveAccessibleDescription(
      "Activating Monday reload: 50% up to 200 EUR cancels your active bonus Welcome package 150% up to 1000 EUR and burns its current amount: €150.00 will be removed from your balance.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Keep my bonus" }));
    expect(onKeep).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("does not activate twice while the activation runs", async () => {
    render(<Replacing />);
    await userEvent.click(screen.getByRole("button", { name: /Continue/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
