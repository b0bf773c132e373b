import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SelfExclusionForm.stories";

const { Choosing, ConfirmHour, ConfirmCustom, ConfirmPermanent, Refused } = composeStories(stories);
const { onConfirm } = stories.default.args;

describe("SelfExclusionForm", () => {
  beforeEach(() => onConfirm.mockClear());

  it("says until when and what happens before anything is sent, then sends the choice", async () => {
    render(<Choosing />);
    await userEvent.click(screen.getByRole("radio", { name: "1 week" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    const dialog = screen.getByRole("dialog", { name: "Exclude yourself?" });
    expect(dialog).toHaveTextContent("You will be excluded until March 11, 2026 at 12:00 PM.");
    expect(dialog).toHaveTextContent("You will be signed out now.");
    expect(dialog).toHaveTextContent("You can still withdraw your balance");
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Exclude me" }));
    expect(onConfirm).toHaveBeenCalledWith("1w");
  });

  it("ends an hour-long exclusion an hour from now, not at the end of the day", () => {
    render(<ConfirmHour />);
    expect(screen.getByRole("dialog")).toHaveTextContent("You will be excluded until March 4, 2026 at 1:00 PM.");
  });

  it("offers a custom length in months or days, checked before the confirm opens", async () => {
    render(<Choosing />);
    await userEvent.click(screen.getByRole("radio", { name: "Custom length" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Length" })).toHaveAccessibleDescription("Required");
    await userEvent.type(screen.getByRole("textbox", { name: "Length" }), "0");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole("textbox", { name: "Length" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Length" }), "10");
    screen.getByRole("combobox", { name: "Unit" }).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("option", { name: "Days" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    const dialog = screen.getByRole("dialog", { name: "Exclude yourself?" });
    expect(dialog).toHaveTextContent("You will be excluded until March 14, 2026 at 12:00 PM.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Exclude me" }));
    expect(onConfirm).toHaveBeenCalledWith({ value: 10, unit: "days" });
  });

  it("says until when a custom length in months ends", () => {
    render(<ConfirmCustom />);
    expect(screen.getByRole("dialog")).toHaveTextContent("You will be excluded until May 4, 2026 at 12:00 PM.");
  });

  it("sends nothing when the player cancels", async () => {
    render(<Choosing />);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("says a permanent exclusion never ends", () => {
    render(<ConfirmPermanent />);
    expect(screen.getByRole("dialog")).toHaveTextContent("Your exclusion will be permanent.");
  });

  it("announces a refusal", () => {
    render(<Refused />);
    expect(screen.getByRole("alert")).toHaveTextContent("not shortened or lifted");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
