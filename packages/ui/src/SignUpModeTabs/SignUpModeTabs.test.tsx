import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SignUpModeTabs.stories";

const { EmailChosen, PhoneChosen, SingleMode } = composeStories(stories);
const { onChange } = stories.default.args;

describe("SignUpModeTabs", () => {
  beforeEach(() => onChange.mockClear());

  it("shows a tab per enabled mode, the chosen one selected, with the form as its panel", () => {
    render(<EmailChosen />);
    expect(screen.getByRole("tab", { name: "E-mail" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "One click" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: "E-mail" })).toHaveTextContent("The current mode's form");
  });

  it("changes mode on a click and with the arrow keys", async () => {
    render(<EmailChosen />);
    await userEvent.click(screen.getByRole("tab", { name: "One click" }));
    expect(onChange).toHaveBeenLastCalledWith("oneClick");
    screen.getByRole("tab", { name: "E-mail" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith("oneClick");
  });

  it("lists phone between e-mail and one click, and moves from it either way", async () => {
    render(<PhoneChosen />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["E-mail", "Phone", "One click"]);
    screen.getByRole("tab", { name: "Phone" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(onChange).toHaveBeenLastCalledWith("email");
  });

  it("draws no tabs for a single mode", () => {
    render(<SingleMode />);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByText("The current mode's form")).toBeVisible();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
