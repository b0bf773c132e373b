import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./ErrorState.stories";

const { Default, WithRetry, Retrying } = composeStories(stories);

describe("ErrorState", () => {
  it("announces the generic texts as an alert", async () => {
    const { container } = render(<Default />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong");
    expect(alert).toHaveTextContent("Try again later");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("retries when the button is pressed", async () => {
    const { container } = render(<WithRetry />);
    expect(screen.getByRole("alert")).toHaveTextContent("Service Unavailable");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(WithRetry.args.onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it("cannot be retried twice while a retry runs", async () => {
    const { container } = render(<Retrying />);
    const button = screen.getByRole("button", { name: /Try again/ });
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(Retrying.args.onRetry).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});
