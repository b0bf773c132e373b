import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./IconButton.stories";

const { Ghost, Busy } = composeStories(stories);
const onClick = stories.default.args.onClick;

describe("IconButton", () => {
  beforeEach(() => {
    onClick.mockClear();
  });

  it("is named by its label and calls back when pressed", async () => {
    render(<Ghost />);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("cannot be pressed while busy", async () => {
    render(<Busy />);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(onClick).not.toHaveBeenCalled();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
