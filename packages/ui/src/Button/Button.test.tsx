import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./Button.stories";

const { Primary, Busy, Disabled, InEveryTheme } = composeStories(stories);
// The stories' own spies (storybook/test `fn()`), shared by every story of the file.
const onClick = stories.default.args.onClick;

describe("Button", () => {
  beforeEach(() => {
    onClick.mockClear();
  });

  it("calls back when pressed", async () => {
    render(<Primary />);
    await userEvent.click(screen.getByRole("button", { name: "Get" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("cannot be pressed when disabled", async () => {
    render(<Disabled />);
    await userEvent.click(screen.getByRole("button", { name: "Get" }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it("announces a running action and cannot be pressed twice", async () => {
    render(<Busy />);
    const button = screen.getByRole("button", { name: "Claiming" });
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("shows the variants under each theme's own root", () => {
    const { container } = render(<InEveryTheme />);
    const themed = [...container.querySelectorAll("[data-theme]")].map((root) => root.getAttribute("data-theme"));
    // The first root is the preview decorator's (default theme), then one per theme.
    expect(themed).toEqual(["curacao", "curacao", "lulu", "wincraft"]);
    expect(screen.getAllByRole("button", { name: "Deposit" })).toHaveLength(3);
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
