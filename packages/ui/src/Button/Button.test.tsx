import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./Button.stories";

const { Default, Disabled } = composeStories(stories);

describe("Button", () => {
  it("calls back when pressed", async () => {
    const onClick = vi.fn();
    render(<Default onClick={onClick} />);
    await userEvent.click(screen.getByRole("button", { name: "Get" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("cannot be pressed when disabled", async () => {
    const onClick = vi.fn();
    render(<Disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole("button", { name: "Get" }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it("has no accessibility violations", async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });
});
