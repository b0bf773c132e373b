import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as buttonStories from "../Button/Button.stories";

describe("story preview", () => {
  it("wraps a story in the default theme", () => {
    const { Primary } = composeStories(buttonStories);
    render(<Primary />);
    expect(screen.getByRole("button").closest("[data-theme]")).toHaveAttribute("data-theme", "curacao");
    expect(document.documentElement).toHaveAttribute("data-theme", "curacao");
  });

  it("follows the theme chosen in the toolbar, on the story root and on <html> for portals", () => {
    const { Primary } = composeStories(buttonStories, { initialGlobals: { theme: "wincraft" } });
    render(<Primary />);
    expect(screen.getByRole("button").closest("[data-theme]")).toHaveAttribute("data-theme", "wincraft");
    expect(document.documentElement).toHaveAttribute("data-theme", "wincraft");
  });

  it("falls back to the default theme for an unknown toolbar value", () => {
    const { Primary } = composeStories(buttonStories, { initialGlobals: { theme: "nope" } });
    render(<Primary />);
    expect(screen.getByRole("button").closest("[data-theme]")).toHaveAttribute("data-theme", "curacao");
  });
});
