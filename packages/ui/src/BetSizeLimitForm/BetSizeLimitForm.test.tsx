import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./BetSizeLimitForm.stories";

const { NoLimits, WithLimits, ChangeNotAllowed, Refused } = composeStories(stories);
const { onSave, onRemove } = stories.default.args;

describe("BetSizeLimitForm", () => {
  beforeEach(() => {
    onSave.mockClear();
    onRemove.mockClear();
  });

  it("says in words that a bet limit changes once an hour, and sends a maximum bet of €5", async () => {
    render(<NoLimits />);
    expect(screen.getByText(/can be changed once an hour/)).toBeInTheDocument();
    expect(screen.getByText("No minimum or maximum bet set")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Maximum bet" }), "5");
    await userEvent.click(screen.getByRole("button", { name: "Save bet limits" }));
    expect(onSave).toHaveBeenCalledWith({ maxBet: 5 });
  });

  it("asks for an amount before sending nothing", async () => {
    render(<NoLimits />);
    await userEvent.click(screen.getByRole("button", { name: "Save bet limits" }));
    expect(screen.getByRole("textbox", { name: "Maximum bet" })).toHaveAccessibleDescription("Required");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("refuses a minimum above the maximum in force, on the minimum's field", async () => {
    render(<WithLimits />);
    await userEvent.type(screen.getByRole("textbox", { name: "Minimum bet" }), "10");
    await userEvent.click(screen.getByRole("button", { name: "Save bet limits" }));
    expect(screen.getByRole("textbox", { name: "Minimum bet" })).toHaveAccessibleDescription(
      "The minimum bet cannot be above the maximum bet",
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the limits in force and removes them", async () => {
    render(<WithLimits />);
    expect(screen.getByText("Maximum bet: €5.00")).toBeInTheDocument();
    expect(screen.getByText("Minimum bet: €0.20")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove bet limits" }));
    expect(onRemove).toHaveBeenCalled();
  });

  it("closes the fields within the hour, saying when they open again", () => {
    render(<ChangeNotAllowed />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Change Not Allowed: bet limits change once an hour. You can change it again at November 23, 2026 at 1:00 PM.",
    );
    expect(screen.getByRole("textbox", { name: "Maximum bet" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save bet limits" })).toBeDisabled();
  });

  it("announces a refusal", () => {
    render(<Refused />);
    expect(screen.getByRole("alert")).toHaveTextContent("Change Not Allowed");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
