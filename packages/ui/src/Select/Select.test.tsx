import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./Select.stories";

const { Placeholder, Chosen, Invalid } = composeStories(stories);
const onValueChange = stories.default.args.onValueChange;

describe("Select", () => {
  beforeEach(() => {
    onValueChange.mockClear();
  });

  it("opens from the keyboard and reports the chosen option", async () => {
    render(<Placeholder />);
    const trigger = screen.getByRole("combobox", { name: "Currency" });
    expect(trigger).toHaveTextContent("Choose a currency");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("option", { name: "Bitcoin" }));
    expect(onValueChange).toHaveBeenCalledWith("BTC");
    expect(trigger).toHaveTextContent("Bitcoin");
  });

  it("shows the chosen value", () => {
    render(<Chosen />);
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("US dollar");
  });

  it("announces its error", () => {
    render(<Invalid />);
    const trigger = screen.getByRole("combobox", { name: "Currency" });
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAccessibleDescription("Required");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
