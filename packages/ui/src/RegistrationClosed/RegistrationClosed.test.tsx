import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./RegistrationClosed.stories";

const { ClosedHours, RestrictedCountry, MirrorClosedHours } = composeStories(stories);

describe("RegistrationClosed", () => {
  it("says the brand's hours close registration, and leads an existing player to log in", async () => {
    const { container } = render(<ClosedHours />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Registration is closed");
    expect(screen.getByText(/closed at this hour/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "?modal=login");
    await expectNoAxeViolations(container);
  });

  it("names the restricted country", async () => {
    const { container } = render(<RestrictedCountry />);
    expect(screen.getByText(/Registration is not available from Austria\./)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("says the mirror domain's hours close it", () => {
    render(<MirrorClosedHours />);
    expect(screen.getByText(/Registration on this site is closed at this hour/)).toBeInTheDocument();
  });
});
