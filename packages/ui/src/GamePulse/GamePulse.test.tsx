import { composeStories } from "@storybook/react-vite";
import { I18nProvider } from "@casino/i18n/react";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./GamePulse.stories";

const { Default, NoRounds } = composeStories(stories);

describe("GamePulse", () => {
  it("says the week's rounds and wins in a sentence", () => {
    render(<Default />);
    expect(screen.getByText("Rounds in the last 7 days: 310. Rounds that paid a win: 84.")).toBeInTheDocument();
  });

  it("gives screen readers a table of every day's rounds and wins, while the chart only draws", () => {
    render(<Default />);
    const table = screen.getByRole("table", { name: "Rounds and wins a day" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(8);
    expect(rows[7]).toHaveTextContent("29");
    expect(rows[7]).toHaveTextContent("8");
    expect(document.querySelector(".casino-GamePulse-plot")).toHaveAttribute("aria-hidden", "true");
  });

  it("draws a bar a day, labelled with the day it ends on in the player's zone", () => {
    render(<Default />);
    const labels = [...document.querySelectorAll(".casino-GamePulse-label")].map((label) => label.textContent);
    expect(labels).toHaveLength(7);
    expect(labels.at(-1)).toBe("Nov 23");
  });

  it("lists the latest wins with their money, a ghost as a hidden player", () => {
    render(<Default />);
    const wins = within(screen.getByRole("list", { name: "Latest wins" })).getAllByRole("listitem");
    expect(wins[0]).toHaveTextContent("Marta K. €125.50");
    expect(wins[1]).toHaveTextContent("Hidden player €40.00");
  });

  it("says when the game had no rounds and no wins", () => {
    render(<NoRounds />);
    expect(screen.getByText("No rounds in the last 7 days yet.")).toBeInTheDocument();
    expect(screen.getByText("No wins yet.")).toBeInTheDocument();
  });

  it("formats its figures in the page's locale", () => {
    render(
      <I18nProvider locale="de">
        <Default />
      </I18nProvider>,
    );
    expect(screen.getByText(/Rounds in the last 7 days: 310/)).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Latest wins" })).getAllByRole("listitem")[0]).toHaveTextContent(
      "125,50",
    );
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
