import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./QuickLock.stories";

const { Ready, Refused } = composeStories(stories);
const { onLock } = stories.default.args;

describe("QuickLock", () => {
  it("locks with one tap, without a confirm", async () => {
    render(<Ready />);
    await userEvent.click(screen.getByRole("button", { name: "Lock my account for 24 hours" }));
    expect(onLock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("announces a refusal", () => {
    render(<Refused />);
    expect(screen.getByRole("alert")).toHaveTextContent("Please try again.");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
