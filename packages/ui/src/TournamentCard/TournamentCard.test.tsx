import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { I18nProvider } from "@casino/i18n/react";
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
    expect(screen.getByRole("timer")).toHaveTextContent(/^1 day 2 hours 3 minutes 4 seconds$/);
  });

  it("says each unit in its one form or its other, by the locale's plural rule", () => {
    const now = new Date("2026-03-04T10:00:00Z");
    const startsAt = new Date(now.getTime() + 86_400_000 + 3_600_000 + 60_000 + 1_000).toISOString();
    const endsAt = "2026-03-09T10:00:00Z";
    const { rerender } = render(<StartsIn now={now} startsAt={startsAt} endsAt={endsAt} />);
    expect(screen.getByRole("timer")).toHaveTextContent(/^1 day 1 hour 1 minute 1 second$/);
    rerender(
      <I18nProvider
        locale="de"
        texts={{
          "tournament.unit.days.one": "Tag",
          "tournament.unit.hours.one": "Stunde",
          "tournament.unit.minutes.one": "Minute",
          "tournament.unit.seconds.one": "Sekunde",
        }}
      >
        <StartsIn now={now} startsAt={startsAt} endsAt={endsAt} />
      </I18nProvider>,
    );
    expect(screen.getByRole("timer")).toHaveTextContent(/^1 Tag 1 Stunde 1 Minute 1 Sekunde$/);
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
