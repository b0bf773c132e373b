import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./Tooltip.stories";

const { OnHoverAndFocus, Shown } = composeStories(stories);

describe("Tooltip", () => {
  it("shows on keyboard focus, describes its trigger, and hides on Escape", async () => {
    render(<OnHoverAndFocus />);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await userEvent.tab();
    const trigger = screen.getByRole("button", { name: "About cashback" });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(/paid out every half hour/);
    expect(trigger).toHaveAccessibleDescription(/paid out every half hour/);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("can be held open", () => {
    render(<Shown />);
    expect(screen.getByRole("tooltip")).toHaveTextContent(/net losses/);
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
