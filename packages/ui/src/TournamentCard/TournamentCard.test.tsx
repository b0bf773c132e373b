import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./TournamentCard.stories";

const { Running, StartsIn, Ended, OwnBelowTheTop } = composeStories(stories);

describe("TournamentCard", () => {
  it("says a running race is running and counts down to its end in days, hours, minutes and seconds", () => {
    render(<Running />);
    expect(screen.getByText("Running")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent(/^2 days 5 hours 0 minutes 0 seconds$/);
  });

  it("counts down to the start of an upcoming tournament", () => {
    render(<StartsIn />);
    expect(screen.getByText("Starts in")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent(/^1 days 2 hours 3 minutes 4 seconds$/);
  });

  it("shows no countdown once ended", () => {
    render(<Ended />);
    expect(screen.getByText("Ended")).toBeInTheDocument();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });

  it("highlights the player's own row, marked as theirs, and hides a ghost's name", () => {
    render(<Running />);
    const own = screen.getAllByRole("row").find((row) => row.getAttribute("aria-current") === "true");
    expect(own).toBeDefined();
    expect(within(own as HTMLElement).getByText("(you)")).toBeInTheDocument();
    expect(screen.getByText("Hidden player")).toBeInTheDocument();
  });

  it("adds the player's own row after the top when it is further down", () => {
    render(<OwnBelowTheTop />);
    const rows = screen.getAllByRole("row");
    expect(rows.at(-1)).toHaveTextContent("14");
    expect(rows.at(-1)).toHaveAttribute("aria-current", "true");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
