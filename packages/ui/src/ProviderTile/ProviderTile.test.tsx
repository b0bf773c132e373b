import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./ProviderTile.stories";

const { WithLogo, Initials } = composeStories(stories);

describe("ProviderTile", () => {
  it("is one link to the studio's games, named by the studio and its number of games", () => {
    render(<WithLogo />);
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "/casino/search?provider=emberforge");
    expect(link).toHaveAccessibleName("Emberforge 27 games");
  });

  it("shows the studio's initials when it has no logo", () => {
    render(<Initials />);
    expect(screen.getByText("FF")).toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
