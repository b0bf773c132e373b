import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./VisuallyHidden.stories";

const { Text, Heading } = composeStories(stories);

describe("VisuallyHidden", () => {
  it("keeps its text in the accessibility tree while clipping it to nothing", () => {
    render(<Text />);
    const text = screen.getByText("Read by screen readers only");
    expect(text.style.position).toBe("absolute");
    expect(text.style.width).toBe("1px");
  });

  it("hides a heading itself, which stays a level-1 heading", () => {
    render(<Heading />);
    const heading = screen.getByRole("heading", { level: 1, name: "Demo Casino" });
    expect(heading.style.clip).toBe("rect(0px, 0px, 0px, 0px)");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
