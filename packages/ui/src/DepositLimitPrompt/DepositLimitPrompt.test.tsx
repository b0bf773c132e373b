import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./DepositLimitPrompt.stories";

const prompt = composeStories(stories);

describe("DepositLimitPrompt", () => {
  it.each(Object.entries(prompt))("draws %s without axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    await expectNoAxeViolations(container);
  });

  it("sends the period and the amount chosen", async () => {
    const user = userEvent.setup();
    const onSet = vi.fn();
    render(<prompt.Asking onSet={onSet} />);
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Weekly" }));
    await user.type(screen.getByRole("textbox", { name: "Deposit limit (EUR)" }), "200");
    await user.click(screen.getByRole("button", { name: "Set limit" }));
    expect(onSet).toHaveBeenCalledWith("weekly", 200);
  });

  it("explains an empty or zero amount and sends nothing; Not now goes on", async () => {
    const user = userEvent.setup();
    const onSet = vi.fn();
    const onSkip = vi.fn();
    render(<prompt.Asking onSet={onSet} onSkip={onSkip} />);
    await user.type(screen.getByRole("textbox", { name: "Deposit limit (EUR)" }), "0");
    await user.click(screen.getByRole("button", { name: "Set limit" }));
    expect(screen.getByRole("textbox", { name: "Deposit limit (EUR)" })).toHaveAttribute("aria-invalid", "true");
    expect(onSet).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Not now" }));
    expect(onSkip).toHaveBeenCalledOnce();
  });
});
