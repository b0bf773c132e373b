import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./RakebackCalendar.stories";

const { Grid, SignedOut, Claiming, ClaimSucceeded, ClaimFailed, Crypto, Loading, CarouselLoading, LoadFailed } =
  composeStories(stories);
// The stories' own spies (storybook/test `fn()`), shared by every story of the file.
const { onClaim, onRetry, onClaimResultClose } = stories.default.args;

function dayCell(date: string): HTMLElement {
  const time = document.querySelector(`time[datetime="${date}"]`);
  const cell = time?.closest<HTMLElement>("[data-state]");
  if (!cell) throw new Error(`No day ${date}`);
  return cell;
}

describe("RakebackCalendar grid", () => {
  beforeEach(() => {
    onClaim.mockClear();
    onRetry.mockClear();
    onClaimResultClose.mockClear();
  });

  it("shows four weeks of seven days under weekday headers, Monday first", () => {
    render(<Grid />);
    const table = screen.getByRole("table");
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual([
      "MonMonday",
      "TueTuesday",
      "WedWednesday",
      "ThuThursday",
      "FriFriday",
      "SatSaturday",
      "SunSunday",
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(within(row).getAllByRole("cell")).toHaveLength(7);
    expect(within(rows[0] as HTMLElement).getAllByRole("cell")[0]).toHaveTextContent("Monday, February 23");
    expect(within(rows[3] as HTMLElement).getAllByRole("cell")[6]).toHaveTextContent("Sunday, March 22");
  });

  it("gives each day one of the four states", () => {
    render(<Grid />);
    expect(dayCell("2026-02-23")).toHaveAttribute("data-state", "claimed");
    expect(dayCell("2026-02-23")).toHaveTextContent("Claimed");
    expect(dayCell("2026-02-24")).toHaveAttribute("data-state", "not-claimed");
    expect(dayCell("2026-02-24")).toHaveTextContent("Not claimed");
    expect(dayCell("2026-03-03")).toHaveAttribute("data-state", "available");
    expect(dayCell("2026-03-04")).toHaveTextContent("Available to claim");
    expect(dayCell("2026-03-05")).toHaveAttribute("data-state", "play-to-win");
    expect(dayCell("2026-03-22")).toHaveTextContent("Play to win");
    expect(dayCell("2026-03-04").closest("td")).toHaveAttribute("aria-current", "date");
  });

  it("shows each day's reward as money", () => {
    render(<Grid />);
    expect(dayCell("2026-03-03")).toHaveTextContent("€2.40");
  });

  it("offers Get on yesterday and today only, and claims the day pressed", async () => {
    render(<Grid />);
    const buttons = screen.getAllByRole("button", { name: "Get" });
    expect(buttons).toHaveLength(2);
    expect(within(dayCell("2026-03-03")).getByRole("button", { name: "Get" })).toHaveAccessibleDescription(
      "Tuesday, March 3",
    );
    await userEvent.click(within(dayCell("2026-03-04")).getByRole("button", { name: "Get" }));
    expect(onClaim).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ dayDate: "2026-03-04", amount: 1.1 }));
  });

  it("offers no Get button to a signed-out visitor", () => {
    render(<SignedOut />);
    expect(screen.queryByRole("button", { name: "Get" })).not.toBeInTheDocument();
    expect(dayCell("2026-03-04")).toHaveAttribute("data-state", "play-to-win");
  });

  it("shows the running claim as busy and lets no other day be claimed meanwhile", async () => {
    render(<Claiming />);
    const today = within(dayCell("2026-03-04")).getByRole("button", { name: /Get/ });
    const yesterday = within(dayCell("2026-03-03")).getByRole("button", { name: "Get" });
    expect(today).toHaveAttribute("aria-busy", "true");
    expect(yesterday).toBeDisabled();
    await userEvent.click(yesterday);
    expect(onClaim).not.toHaveBeenCalled();
  });

  it("shows crypto rewards with up to 8 decimals", () => {
    render(<Crypto />);
    expect(dayCell("2026-03-03")).toHaveTextContent("0.00024");
  });

  it("shows the success modal with [AA] replaced by the amount and currency code, and closes on OK", async () => {
    render(<ClaimSucceeded />);
    const dialog = screen.getByRole("dialog", { name: "Rakeback claimed" });
    expect(dialog).toHaveAccessibleDescription("You received 1.10 EUR.");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(onClaimResultClose).toHaveBeenCalled();
  });

  it("shows the error modal with the spec's keys, and closes on Escape", async () => {
    render(<ClaimFailed />);
    const dialog = screen.getByRole("dialog", { name: "Claim failed" });
    expect(dialog).toHaveAccessibleDescription("Your rakeback could not be claimed. Please try again later.");
    await userEvent.keyboard("{Escape}");
    expect(onClaimResultClose).toHaveBeenCalled();
  });

  it("reserves the calendar's space while loading", () => {
    render(<Loading />);
    expect(screen.getByRole("region", { name: "Rakeback calendar" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(document.querySelectorAll('[data-shape="block"]')).toHaveLength(28);
  });

  it("reserves a row of days while the carousel loads", () => {
    render(<CarouselLoading />);
    expect(document.querySelectorAll('[data-shape="block"]')).toHaveLength(7);
  });

  it("offers a retry when the days could not be loaded", async () => {
    render(<LoadFailed />);
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
