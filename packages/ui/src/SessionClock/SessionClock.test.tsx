import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SessionClock.stories";

const { Down, Ahead } = composeStories(stories);

describe("SessionClock", () => {
  it("shows the session's time and net position", () => {
    render(<Down />);
    expect(screen.getByLabelText("Session time and net position")).toHaveTextContent("0:42Net -€12.50");
  });

  it("counts hours past the first", () => {
    render(<Ahead />);
    expect(screen.getByLabelText("Session time and net position")).toHaveTextContent("1:15Net €20.00");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
