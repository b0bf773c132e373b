import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./Hero.stories";

const { WithImage, TextOnly, Minimal } = composeStories(stories);

describe("Hero", () => {
  it("names the banner by its title and leads to the promotion", () => {
    render(<WithImage />);
    expect(screen.getByRole("region", { name: "150% up to €500 and 100 free spins" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("150% up to €500");
    expect(screen.getByRole("link", { name: "Claim your bonus" })).toHaveAttribute("href", "/promotions");
  });

  it("draws the picture as decoration, leaving the words to the title", () => {
    const { container } = render(<WithImage />);
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("draws no picture area without a picture", () => {
    const { container } = render(<TextOnly />);
    expect(container.querySelector("img")).toBeNull();
  });

  it("shows only what it is given", () => {
    render(<Minimal />);
    expect(screen.queryByText("Welcome package")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Claim your bonus" })).toBeVisible();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
