import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./ThreeDsChallenge.stories";

const { Asking, Sending, SendFailed, Closed } = composeStories(stories);
const { onPass, onFail, onOpenChange } = stories.default.args;

describe("ThreeDsChallenge", () => {
  beforeEach(() => {
    onPass.mockClear();
    onFail.mockClear();
    onOpenChange.mockClear();
  });

  it("asks the player to confirm the amount with their bank", () => {
    render(<Asking />);
    const dialog = screen.getByRole("dialog", { name: "Confirm with your bank" });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining("€100.00"));
    expect(within(dialog).getByText(/Your bank's page shows here/)).toBeVisible();
  });

  it("answers pass or fail as the bank would", async () => {
    render(<Asking />);
    await userEvent.click(screen.getByRole("button", { name: "Confirm payment" }));
    expect(onPass).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Fail the check" }));
    expect(onFail).toHaveBeenCalledOnce();
  });

  it("takes no second answer while the first is on its way", async () => {
    render(<Sending />);
    await userEvent.click(screen.getByRole("button", { name: "Fail the check" }));
    expect(onFail).not.toHaveBeenCalled();
  });

  it("announces an answer that could not be sent", () => {
    render(<SendFailed />);
    expect(screen.getByRole("alert")).toHaveTextContent("We could not confirm your deposit");
  });

  it("closes on Escape", async () => {
    render(<Asking />);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("shows nothing while closed", () => {
    render(<Closed />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
