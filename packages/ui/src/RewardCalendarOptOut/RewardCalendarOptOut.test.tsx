import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./RewardCalendarOptOut.stories";

const { Shown, OptedOut, Saving, Failed } = composeStories(stories);
const { onChange } = stories.default.args;

describe("RewardCalendarOptOut", () => {
  beforeEach(() => {
    onChange.mockClear();
  });

  it("hides the calendar when the player ticks the box, and shows it again when they clear it", async () => {
    const { unmount } = render(<Shown />);
    const box = screen.getByRole("checkbox", { name: "Hide the rakeback calendar" });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    unmount();

    render(<OptedOut />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Hide the rakeback calendar" }));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it("announces what the change did", () => {
    render(<OptedOut />);
    expect(screen.getByRole("status")).toHaveTextContent("The rakeback calendar is hidden.");
  });

  it("takes no second change while one is saved", async () => {
    render(<Saving />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Hide the rakeback calendar" }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("ties a failure to the box", () => {
    render(<Failed />);
    const box = screen.getByRole("checkbox", { name: "Hide the rakeback calendar" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Something went wrong. Please try again.");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
