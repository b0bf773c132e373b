import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./Toast.stories";

const { Success, ErrorWithAction } = composeStories(stories);
const onOpenChange = stories.default.args.onOpenChange;

describe("Toast", () => {
  beforeEach(() => {
    onOpenChange.mockClear();
  });

  it("shows its message in the notifications region and closes on request", async () => {
    render(<Success />);
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    expect(screen.getByText("Your profile has been updated.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("runs its action", async () => {
    render(<ErrorWithAction />);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(ErrorWithAction.args.action?.onAction).toHaveBeenCalledOnce();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
