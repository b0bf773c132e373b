import { composeStories } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./Skeleton.stories";

const { Text, Block, Circle } = composeStories(stories);

describe("Skeleton", () => {
  it.each([
    ["Text", Text, "text"],
    ["Block", Block, "block"],
    ["Circle", Circle, "circle"],
  ] as const)("%s reserves its size and is hidden from assistive technology", async (_name, Story, shape) => {
    const { container } = render(<Story />);
    const placeholder = container.querySelector(`[data-shape="${shape}"]`);
    expect(placeholder).toHaveAttribute("aria-hidden", "true");
    expect(placeholder).toHaveStyle({ width: `${String(Story.args.width)}px` });
    await expectNoAxeViolations(container);
  });
});
