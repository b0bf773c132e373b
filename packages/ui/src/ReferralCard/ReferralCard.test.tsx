import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./ReferralCard.stories";

const card = composeStories(stories);

describe("ReferralCard", () => {
  it.each(Object.entries(card))("draws %s without axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    await expectNoAxeViolations(container);
  });

  it("shows the link to share and copies it, saying so", async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn(() => Promise.resolve(true));
    render(<card.WithReferrals onCopy={onCopy} />);
    expect(screen.getByRole("textbox", { name: "Your referral link" })).toHaveValue(
      "https://casino.example/register?nxafk=DEMO2",
    );
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(onCopy).toHaveBeenCalledWith("https://casino.example/register?nxafk=DEMO2");
    expect(await screen.findByText("Link copied.")).toBeVisible();
  });

  it("tells the player to copy it themselves when the browser refuses", async () => {
    const user = userEvent.setup();
    render(<card.CopyRefused />);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText(/select the link and copy it yourself/)).toBeVisible();
  });

  it("says what the referrals came to, the rewards as approximate", () => {
    render(<card.WithReferrals />);
    expect(screen.getByLabelText("Your referrals")).toHaveTextContent("Visits12Sign-ups1Rewards (approximate)≈ €5.00");
  });

  it("says the link is not ready while there is no code", () => {
    render(<card.NotReady />);
    expect(screen.getByText("Your referral link is not ready yet. Please check back later.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Copy link" })).toBeNull();
  });
});
