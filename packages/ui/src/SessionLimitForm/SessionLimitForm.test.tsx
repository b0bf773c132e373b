import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SessionLimitForm.stories";

const { NoLimit, WithLimit, UpdateFailed } = composeStories(stories);
const { onSave, onRemove } = stories.default.args;

describe("SessionLimitForm", () => {
  beforeEach(() => {
    onSave.mockClear();
    onRemove.mockClear();
  });

  it("sets a limit in hours", async () => {
    render(<NoLimit />);
    expect(screen.getByText("No session time limit set")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Session length"), "2");
    await userEvent.click(screen.getByRole("button", { name: "Set limit" }));
    expect(onSave).toHaveBeenCalledWith(2, "hours");
  });

  it("refuses more than 720 hours in words without sending", async () => {
    render(<NoLimit />);
    const field = screen.getByLabelText("Session length");
    await userEvent.type(field, "721");
    await userEvent.click(screen.getByRole("button", { name: "Set limit" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("The session time limit must be at most 30 days (720 hours)")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the limit in force and removes it", async () => {
    render(<WithLimit />);
    expect(screen.getByText("Your session ends after 120 minutes.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("announces a failed update in words", () => {
    render(<UpdateFailed />);
    expect(screen.getByRole("alert")).toHaveTextContent("The session time limit could not be updated.");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
