import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./PreferenceToggle.stories";

const { Off, On, Saving, Failed } = composeStories(stories);
const onChange = stories.default.args.onChange;

describe("PreferenceToggle", () => {
  beforeEach(() => {
    onChange.mockClear();
  });

  it("is a section named by its title, saying what the setting means, with one box", async () => {
    render(<Off />);
    expect(screen.getByRole("region", { name: "Ghost mode" })).toHaveTextContent(/Hide your name on leaderboards/);
    await userEvent.click(screen.getByRole("checkbox", { name: "Hide my name" }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("announces what the change did", () => {
    render(<On />);
    expect(screen.getByRole("checkbox", { name: "Hide my name" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("Your name is now hidden on leaderboards.");
  });

  it("takes no second change while one is saved", () => {
    render(<Saving />);
    expect(screen.getByRole("checkbox", { name: "Hide my name" })).toBeDisabled();
    expect(screen.getByRole("region", { name: "Ghost mode" })).toHaveAttribute("aria-busy", "true");
  });

  it("ties a failure to the box", () => {
    render(<Failed />);
    expect(screen.getByRole("checkbox", { name: "Hide my name" })).toHaveAccessibleDescription(
      "Something went wrong. Please try again.",
    );
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
