import { DEPOSIT_OUTCOMES } from "@casino/domain";
import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./DepositOutcomeModal.stories";

const { Failed, Success, Decline, Pending, WithoutMethodName } = composeStories(stories);
const { onOpenChange, onAlternativeMethod } = stories.default.args;

const TITLES = {
  failed: "Deposit failed",
  success: "Deposit successful",
  return: "Deposit processing",
  decline: "Deposit declined",
  cancel: "Deposit cancelled",
  pending: "Deposit pending",
} as const;

describe("DepositOutcomeModal", () => {
  beforeEach(() => {
    onOpenChange.mockClear();
    onAlternativeMethod.mockClear();
  });

  it.each(DEPOSIT_OUTCOMES)(
    "shows the %s title and message keys, and the alternative method on all but success",
    (outcome) => {
      render(<Failed outcome={outcome} />);
      const dialog = screen.getByRole("dialog", { name: TITLES[outcome] });
      expect(dialog).toHaveAccessibleDescription(expect.not.stringContaining("modal."));
      expect(within(dialog).queryByRole("button", { name: "Try an alternative method" }) !== null).toBe(
        outcome !== "success",
      );
    },
  );

  it("names the method in the message and below it", () => {
    render(<Failed />);
    const dialog = screen.getByRole("dialog", { name: "Deposit failed" });
    expect(dialog).toHaveAccessibleDescription(
      "Your deposit with skrill could not be completed. Please try again or use an alternative method.",
    );
    expect(within(dialog).getByText("Payment method")).toBeInTheDocument();
    expect(within(dialog).getByText("skrill", { selector: "dd" })).toBeInTheDocument();
  });

  it("reports the alternative method with the cashier its method opens", async () => {
    render(<Decline />);
    await userEvent.click(screen.getByRole("button", { name: "Try an alternative method" }));
    expect(onAlternativeMethod).toHaveBeenCalledExactlyOnceWith({ methodName: "mastercard", kind: "card-form" });
  });

  it("reports an other method as the carouseller", async () => {
    render(<Pending />);
    await userEvent.click(screen.getByRole("button", { name: "Try an alternative method" }));
    expect(onAlternativeMethod).toHaveBeenCalledExactlyOnceWith({ methodName: "skrill", kind: "carouseller" });
  });

  it("closes with OK on success", async () => {
    render(<Success />);
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("closes with Close and with Escape on the other outcomes", async () => {
    render(<Failed />);
    const dialog = screen.getByRole("dialog");
    const closeButtons = within(dialog).getAllByRole("button", { name: "Close" });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("reads well without a method name", () => {
    render(<WithoutMethodName />);
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(
      "Your deposit with your payment method could not be completed. Please try again or use an alternative method.",
    );
    expect(screen.queryByText("Payment method")).not.toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
