import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../test/render-feature.js";
import { VipClubPanel } from "./VipClubPanel.js";

const details = {
  success: true,
  data: { getUser: { userId: 7 }, userLoyaltyLevel: { level: 4, points: 2600, pointsUntilNextLevel: 1400, xp: 5200 } },
};

describe("VipClubPanel", () => {
  it("shows a player's level, points and what is left to the next level", async () => {
    renderFeature(<VipClubPanel signedIn signUpHref="?modal=signup" logInHref="?modal=login" />, {
      "/api/user/get-user-details": { body: details },
    });
    expect(await screen.findByText("1,400 more points to reach the next level.")).toBeVisible();
    expect(screen.getByText("Level").nextSibling).toHaveTextContent("4");
    expect(screen.getByText("XP").nextSibling).toHaveTextContent("5,200");
  });

  it("invites a visitor to join without asking the back end for a player", () => {
    const { calls } = renderFeature(
      <VipClubPanel signedIn={false} signUpHref="?modal=signup" logInHref="?modal=login" />,
      {},
    );
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "?modal=signup");
    expect(calls).toEqual([]);
  });

  it("offers Try again when the player's details could not be read", async () => {
    renderFeature(<VipClubPanel signedIn signUpHref="?modal=signup" logInHref="?modal=login" />, {
      "/api/user/get-user-details": { status: 422, body: { message: "No" } },
    });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeVisible();
  });
});
