import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./HomePage.stories";

const { Guest, Player } = composeStories(stories);

describe("home page composed from the shell", () => {
  it("has the page's landmarks: header, main content and footer", () => {
    render(<Guest />);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("150% up to €500");
  });

  it("asks a guest to accept cookies and a player not", () => {
    const { unmount } = render(<Guest />);
    expect(screen.getByRole("region", { name: "We use cookies" })).toBeInTheDocument();
    unmount();
    render(<Player />);
    expect(screen.queryByRole("region", { name: "We use cookies" })).not.toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
