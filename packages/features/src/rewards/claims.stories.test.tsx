import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsOfLastStory } from "../test/with-recorded-api.js";
import * as cashback from "./CashbackCardLive.stories.js";
import * as rakeback from "./RakebackCalendarLive.stories.js";

// The stories' claims work as they do in a site: Get and Claim send the call and show its answer.
const { SignedIn: RakebackSignedIn } = composeStories(rakeback);
const { SignedIn: CashbackSignedIn } = composeStories(cashback);

describe("the rewards' stories", () => {
  it("claim a rakeback day with Get and say what it paid", async () => {
    render(<RakebackSignedIn />);
    const [get] = await screen.findAllByRole("button", { name: /Get/ });
    if (get === undefined) throw new Error("no day to claim");
    fireEvent.click(get);
    expect(await screen.findByRole("heading", { name: "Rakeback claimed" })).toBeVisible();
    expect(screen.getByRole("dialog")).toHaveTextContent("You received 3.10 EUR.");
    expect(callsOfLastStory().made.some((call) => new URL(call.url).pathname === "/api/user/rakeback-claim")).toBe(
      true,
    );
  });

  it("claim the cashback from the card and say it is cash now", async () => {
    render(<CashbackSignedIn />);
    // The server's figures show first (nothing to claim); the followed award brings the 4.20 EUR.
    expect(await screen.findByText("€4.20")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Claim cashback" }));
    expect(await screen.findByText("€3.10 is now cash in your balance.")).toBeVisible();
    expect(callsOfLastStory().made.some((call) => new URL(call.url).pathname === "/api/user/claim-reward")).toBe(true);
  });
});
