import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./UsageMeter.stories";

const meter = composeStories(stories);

describe("UsageMeter", () => {
  it.each(Object.entries(meter))("draws %s without axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    await expectNoAxeViolations(container);
  });

  it("is a named meter from 0 to 100 that warns from half", () => {
    render(<meter.Half />);
    const used = screen.getByRole("meter", { name: "Daily limit used" });
    expect(used).toHaveAttribute("value", "60");
    expect(used).toHaveAttribute("low", "50");
    expect(used).toHaveAttribute("max", "100");
  });
});
