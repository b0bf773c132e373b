import { composeStories } from "@storybook/react-vite";
import { I18nProvider } from "@casino/i18n/react";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./PlayerStats.stories";

const { Default, NewPlayer, ManyRaces } = composeStories(stories);

/** What the statistics show for a term ("Total bets" gives "1,284"). */
function figure(term: string): string | null | undefined {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
}

/** The table's rows under its header row. */
function raceRows(): HTMLElement[] {
  const [, ...rows] = within(screen.getByRole("table", { name: "Latest races" })).getAllByRole("row");
  return rows;
}

function raceRow(name: string): HTMLElement {
  return screen.getByRole("row", { name: new RegExp(name) });
}

describe("PlayerStats", () => {
  it("shows the figures with the locale's grouping and the day the player joined in their zone", () => {
    render(<Default />);
    // 2024-03-09T23:30Z is already 10 March in Malta.
    expect(figure("Joined on")).toBe("Mar 10, 2024");
    expect(figure("Total bets")).toBe("1,284");
    expect(figure("Wins")).toBe("488");
    expect(figure("Losses")).toBe("796");
    expect(figure("Games played")).toBe("37");
  });

  it("formats figures and dates in the page's locale", () => {
    render(
      <I18nProvider locale="de">
        <Default />
      </I18nProvider>,
    );
    expect(figure("Joined on")).toBe("10.03.2024");
    expect(figure("Total bets")).toBe("1.284");
    expect(raceRow("Weekend Spin Race")).toHaveTextContent("01.03.2026");
  });

  it("reads the days in the zone it is given", () => {
    render(<Default timeZone="UTC" />);
    expect(figure("Joined on")).toBe("Mar 9, 2024");
    expect(raceRow("Weekend Spin Race")).toHaveTextContent("Feb 28, 2026");
  });

  it("says the share of bets won in words, with a bar of that length", () => {
    const { container } = render(<Default />);
    expect(screen.getByText("38% of your bets won")).toBeVisible();
    expect(container.querySelector(".casino-PlayerStats-bar-wins")).toHaveStyle({ width: "38%" });
  });

  it("says there are no bets yet and draws no bar for a new player", () => {
    const { container } = render(<NewPlayer />);
    expect(screen.getByText("No bets yet")).toBeVisible();
    expect(figure("Total bets")).toBe("0");
    expect(container.querySelector(".casino-PlayerStats-bar")).toBeNull();
  });

  it("lists the races with their date in the player's zone and their place", () => {
    render(<Default />);
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Race", "Date", "Position"]);
    // 2026-02-28T23:15Z is already 1 March in Malta.
    expect(raceRow("Weekend Spin Race")).toHaveTextContent("Weekend Spin RaceMar 1, 2026#3");
    expect(raceRow("Midweek Sprint")).toHaveTextContent("Midweek SprintFeb 18, 2026#12");
  });

  it("shows a dash for a race without a place, and says so to a screen reader", () => {
    render(<Default />);
    const place = within(raceRow("Lucky Friday Dash")).getByRole("cell", { name: "No rank" });
    expect(within(place).getByText("—")).toHaveAttribute("aria-hidden", "true");
  });

  it("lists only the five latest races the back end sent", () => {
    render(<ManyRaces />);
    expect(raceRows().map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Weekend Spin Race",
      "Midweek Sprint",
      "Lucky Friday Dash",
      "Slots Marathon",
      "Live Table Rally",
    ]);
    expect(raceRow("Slots Marathon")).toHaveTextContent("#1,250");
  });

  it("leads a player without races to the tournaments", () => {
    render(<NewPlayer />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Latest races" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 3, name: "No races yet" })).toBeVisible();
    expect(screen.getByRole("link", { name: "See the tournaments" })).toHaveAttribute("href", "/tournaments");
  });

  it("puts its headings one level down when asked", () => {
    render(<NewPlayer headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "Latest races" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 4, name: "No races yet" })).toBeVisible();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
