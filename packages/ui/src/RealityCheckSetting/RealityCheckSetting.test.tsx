import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./RealityCheckSetting.stories";

const setting = composeStories(stories);

describe("RealityCheckSetting", () => {
  it.each(Object.entries(setting))("draws %s without axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    await expectNoAxeViolations(container);
  });

  it("offers Off and the market's intervals in words, and hands over the one chosen", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<setting.Off onChange={onChange} />);
    const group = screen.getByRole("radiogroup", { name: "How often" });
    expect(group).toHaveTextContent("OffEvery 15 minutesEvery 30 minutesEvery hourEvery 2 hours");
    expect(screen.getByRole("radio", { name: "Off" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Every 2 hours" }));
    expect(onChange).toHaveBeenLastCalledWith(120);
  });

  it("names the market's default and goes back to it with null", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<setting.MarketDefault chosen={15} onChange={onChange} />);
    expect(screen.getByRole("radio", { name: "Every 15 minutes" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "The casino's default: Every hour" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("says the saved choice and waits while saving", () => {
    const { unmount } = render(<setting.Chosen />);
    expect(screen.getByRole("status")).toHaveTextContent("Saved. Your reality check: Every 15 minutes.");
    unmount();
    render(<setting.Saving />);
    expect(screen.getByRole("radio", { name: "Every 30 minutes" })).toBeDisabled();
  });
});
