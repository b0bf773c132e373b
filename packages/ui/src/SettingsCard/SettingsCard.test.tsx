import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SettingsCard.stories";

const { Default, TextOnly, Refused } = composeStories(stories);

describe("SettingsCard", () => {
  it("names its section by its heading", () => {
    render(<Default />);
    expect(screen.getByRole("region", { name: "Session time limit" })).toHaveTextContent(
      "We sign you out when a session has lasted this long.",
    );
    expect(screen.getByRole("button", { name: "Set limit" })).toBeInTheDocument();
  });

  it("shows no button row when the setting has no button", () => {
    render(<TextOnly />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("announces a refusal", () => {
    render(<Refused />);
    expect(screen.getByRole("alert")).toHaveTextContent("Please try again.");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
