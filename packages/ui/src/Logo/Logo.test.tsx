import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./Logo.stories";

const { Emblem, WithImage } = composeStories(stories);

describe("Logo", () => {
  it("draws the theme's emblem beside the brand's name when the settings give no logo", () => {
    const { container } = render(<Emblem />);
    expect(screen.getByText("Curacao Casino")).toBeVisible();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows the brand's own image, named by the brand", () => {
    render(<WithImage />);
    expect(screen.getByRole("img", { name: "Curacao Casino" })).toHaveAttribute(
      "src",
      expect.stringContaining("data:"),
    );
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
