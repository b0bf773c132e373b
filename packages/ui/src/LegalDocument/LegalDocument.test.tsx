import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./LegalDocument.stories";

const { Default, WithoutContents } = composeStories(stories);

describe("LegalDocument", () => {
  it("titles the page and links each heading from the table of contents", async () => {
    const { container } = render(<Default />);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeInTheDocument();
    const contents = screen.getByRole("navigation", { name: "Contents" });
    const link = within(contents).getByRole("link", { name: "How long we keep it" });
    expect(link).toHaveAttribute("href", "#how-long");
    expect(container.querySelector("#how-long")).toHaveTextContent("How long we keep it");
    expect(screen.getByText("Last updated 1 November 2026")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("shows no table of contents for a text without headings", async () => {
    const { container } = render(<WithoutContents />);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByText(/only where online gambling is legal/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
