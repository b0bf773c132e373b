import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./FreezeForm.stories";

const { Choosing, TimeOut, Refused } = composeStories(stories);
const { onConfirm } = stories.default.args;

describe("FreezeForm", () => {
  beforeEach(() => onConfirm.mockClear());

  it("offers 1, 3, 7, 10 days and 1 week, says until when before anything is sent, then sends the choice", async () => {
    render(<Choosing />);
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "1d",
      "3d",
      "7d",
      "10d",
      "1w",
    ]);
    await userEvent.click(screen.getByRole("radio", { name: "10 days" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    const dialog = screen.getByRole("dialog", { name: "Freeze your account?" });
    expect(dialog).toHaveTextContent("Your account will be frozen until March 14, 2026 at 12:00 PM.");
    expect(dialog).toHaveTextContent("You will be signed out now.");
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Freeze my account" }));
    expect(onConfirm).toHaveBeenCalledWith("10d");
  });

  it("offers time-outs from 24 hours to 6 weeks under their own title and confirm", async () => {
    render(<TimeOut />);
    expect(screen.getByRole("heading", { name: "Time-out" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "6 weeks" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    const dialog = screen.getByRole("dialog", { name: "Take a time-out?" });
    expect(dialog).toHaveTextContent("Your time-out lasts until April 15, 2026 at 12:00 PM.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Take a time-out" }));
    expect(onConfirm).toHaveBeenCalledWith("6w");
  });

  it("sends nothing when the player cancels", async () => {
    render(<Choosing />);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("announces a refusal", () => {
    render(<Refused />);
    expect(screen.getByRole("alert")).toHaveTextContent("not shortened or lifted");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
