import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./CookieNotice.stories";

const { Shown, Hidden } = composeStories(stories);

describe("CookieNotice", () => {
  it("links to the privacy policy", async () => {
    const { container } = render(<Shown />);
    expect(screen.getByRole("region", { name: "We use cookies" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    await expectNoAxeViolations(container);
  });

  it("reports acceptance", async () => {
    render(<Shown />);
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(Shown.args.onAccept).toHaveBeenCalledOnce();
  });

  it("renders nothing when not open", () => {
    render(<Hidden />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });
});
