import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SignUpNextSteps.stories";

const { BothSteps, NothingLeft } = composeStories(stories);
const { onDone } = stories.default.args;

describe("SignUpNextSteps", () => {
  beforeEach(() => onDone.mockClear());

  it("tells the new player where the verification link went and leads to the profile", async () => {
    render(<BothSteps />);
    expect(screen.getByRole("status")).toHaveTextContent("Your account is ready and you are signed in.");
    expect(screen.getByText(/We sent a link to new.player@example.com/)).toBeVisible();
    const link = screen.getByRole("link", { name: "Complete my profile" });
    expect(link).toHaveAttribute("href", "/profile/edit-profile");
    await userEvent.click(link);
    expect(onDone).toHaveBeenCalled();
  });

  it("offers only the games when nothing is left", async () => {
    render(<NothingLeft />);
    expect(screen.queryByRole("list")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
    expect(onDone).toHaveBeenCalled();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
