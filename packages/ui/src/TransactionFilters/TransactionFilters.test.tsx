import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import { hasTransactionFilters } from "./TransactionFilters";
import * as stories from "./TransactionFilters.stories";

const { Unfiltered, Filtered } = composeStories(stories);
const onApply = stories.default.args.onApply;

describe("TransactionFilters", () => {
  beforeEach(() => {
    onApply.mockClear();
  });

  it("is a GET form naming its fields for the address, with no Clear while nothing is filtered", () => {
    render(<Unfiltered />);
    const form = screen.getByRole("form", { name: "Filter the transactions" });
    expect(form).toHaveAttribute("method", "get");
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveAttribute("name", "type");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveAttribute("name", "status");
    expect(screen.getByLabelText("From")).toHaveAttribute("name", "from");
    expect(screen.getByLabelText("To")).toHaveAttribute("name", "to");
    expect(screen.queryByRole("link", { name: "Clear filters" })).toBeNull();
  });

  it("shows the filters in force and the way back to the whole history", () => {
    render(<Filtered />);
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveDisplayValue("Withdrawal");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveDisplayValue("Pending");
    expect(screen.getByLabelText("From")).toHaveValue("2026-11-01");
    expect(screen.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/profile/transactions");
  });

  it("hands the chosen filters over, an unset one as any", async () => {
    render(<Unfiltered />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Type" }), "Deposit");
    await userEvent.type(screen.getByLabelText("From"), "2026-11-20");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(onApply).toHaveBeenCalledWith({ type: "deposit", status: null, from: "2026-11-20", to: null });
  });

  it("counts any one filter as filtering", () => {
    const none = { type: null, status: null, from: null, to: null };
    expect(hasTransactionFilters(none)).toBe(false);
    expect(hasTransactionFilters({ ...none, to: "2026-11-02" })).toBe(true);
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
