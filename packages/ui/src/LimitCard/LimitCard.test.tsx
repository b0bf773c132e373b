import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./LimitCard.stories";

const { NoLimits, NoCoolingOff, WithUsage, Notices, RaisePending, RemovalPending, BetChangeNotAllowed, Refused } =
  composeStories(stories);
const { onSave, onRemove } = stories.default.args;

function periodRow(name: string): HTMLElement {
  const heading = screen.getByRole("heading", { name, level: 3 });
  const row = heading.closest("li");
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe("LimitCard", () => {
  beforeEach(() => {
    onSave.mockClear();
    onRemove.mockClear();
  });

  it("shows what is used of each limit and 'No limit set' for the others", () => {
    render(<WithUsage />);
    expect(screen.getByRole("region", { name: "Deposit limit" })).toBeInTheDocument();
    expect(within(periodRow("Daily")).getByText("€60.00 of €100.00 used")).toBeInTheDocument();
    expect(within(periodRow("Weekly")).getByText("No limit set")).toBeInTheDocument();
    expect(within(periodRow("Monthly")).getByRole("meter", { name: "Monthly limit used" })).toHaveAttribute(
      "value",
      "100",
    );
  });

  it("states the market's cooling-off in words", () => {
    render(<NoLimits />);
    expect(screen.getByText(/Raising or removing it takes effect 24 hours later/)).toBeInTheDocument();
  });

  it("says a change applies at once where no cooling-off is asked for", () => {
    render(<NoCoolingOff />);
    expect(screen.getByText("A limit you lower, raise or remove applies at once.")).toBeInTheDocument();
    expect(screen.queryByText(/hours later/)).toBeNull();
  });

  it("sets a limit for the period typed in", async () => {
    render(<NoLimits />);
    await userEvent.type(within(periodRow("Weekly")).getByLabelText("Deposit limit, Weekly"), "250");
    await userEvent.click(within(periodRow("Weekly")).getByRole("button", { name: "Set limit" }));
    expect(onSave).toHaveBeenCalledWith("weekly", 250);
  });

  it("keeps what was typed until the limit it set comes back, so a failed save can be sent again", async () => {
    const { rerender } = render(<NoLimits />);
    const field = () => within(periodRow("Daily")).getByLabelText("Deposit limit, Daily");
    await userEvent.type(field(), "80");
    await userEvent.click(within(periodRow("Daily")).getByRole("button", { name: "Set limit" }));
    expect(onSave).toHaveBeenCalledWith("daily", 80);
    expect(field()).toHaveValue("80");

    rerender(<NoLimits periods={[{ period: "daily", amount: 80, used: 0 }]} />);
    expect(field()).toHaveValue("");
  });

  it("refuses an empty or zero amount in words without saving", async () => {
    render(<NoLimits />);
    const row = periodRow("Daily");
    await userEvent.type(within(row).getByLabelText("Deposit limit, Daily"), "0");
    await userEvent.click(within(row).getByRole("button", { name: "Set limit" }));
    expect(within(row).getByLabelText("Deposit limit, Daily")).toHaveAttribute("aria-invalid", "true");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says when a pending raise applies and which limit holds until then", () => {
    render(<RaisePending />);
    expect(
      within(periodRow("Weekly")).getByText(
        "Rises to €500.00 on March 5, 2026 at 12:00 PM; until then €200.00 applies.",
      ),
    ).toBeInTheDocument();
  });

  it("says when a pending removal applies and offers no second removal", () => {
    render(<RemovalPending />);
    const row = periodRow("Daily");
    expect(within(row).getByText(/Removed on March 5, 2026/)).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "Remove" })).not.toBeInTheDocument();
  });

  it("removes a limit", async () => {
    render(<WithUsage />);
    await userEvent.click(within(periodRow("Daily")).getByRole("button", { name: "Remove" }));
    expect(onRemove).toHaveBeenCalledWith("daily");
  });

  it("closes a bet limit within the hour with 'Change Not Allowed' and the time it opens", () => {
    render(<BetChangeNotAllowed />);
    expect(screen.getByText(/A bet limit can be changed once an hour/)).toBeInTheDocument();
    expect(screen.queryByText(/hours later/)).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Change Not Allowed: bet limits change once an hour. You can change it again at March 4, 2026 at 1:00 PM.",
    );
    expect(within(periodRow("Daily")).getByLabelText("Bet limit, Daily")).toBeDisabled();
  });

  it("tells the player in words at half a limit and when it is reached", () => {
    render(<Notices />);
    const notices = screen.getAllByRole("status");
    expect(notices.map((notice) => notice.textContent)).toEqual([
      "You have used 50% of your Daily limit.",
      "You have reached your Weekly limit: nothing more can be added until the period ends.",
    ]);
  });

  it("announces a refusal", () => {
    render(<Refused />);
    expect(screen.getByRole("alert")).toHaveTextContent("The limit could not be saved. Try again.");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
