import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../Button";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./EmptyState.stories";

const { Default, WithAction } = composeStories(stories);

describe("EmptyState", () => {
  it("shows the generic headline by default", async () => {
    const { container } = render(<Default />);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Nothing here yet");
    await expectNoAxeViolations(container);
  });

  it("shows the reason and a working action", async () => {
    const onBrowse = vi.fn();
    const { container } = render(<WithAction action={<Button onClick={onBrowse}>Browse games</Button>} />);
    expect(screen.getByRole("heading", { name: "No promotions today" })).toBeInTheDocument();
    expect(screen.getByText("New offers appear every day. Come back tomorrow.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Browse games" }));
    expect(onBrowse).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
