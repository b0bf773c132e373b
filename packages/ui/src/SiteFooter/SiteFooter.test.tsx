import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SiteFooter.stories";

const { Default, WithLanguageSwitcher, WithoutLicence } = composeStories(stories);

describe("SiteFooter", () => {
  it("lists each group of links as a navigation named by its title", () => {
    render(<Default />);
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(within(legal).getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(screen.getAllByRole("navigation")).toHaveLength(3);
  });

  it("shows the 18+ mark and the responsible-gambling line with its link", () => {
    render(<Default />);
    expect(screen.getByRole("img", { name: "For players aged 18 and over only" })).toHaveTextContent("18+");
    expect(screen.getByText(/Play responsibly/)).toBeVisible();
    const links = screen.getAllByRole("link", { name: "Responsible gambling" });
    expect(links.every((link) => link.getAttribute("href") === "/responsible-gambling")).toBe(true);
  });

  it("shows the licence text when the settings have one", () => {
    render(<Default />);
    expect(screen.getByText(/Curaçao Gaming Control Board/)).toBeVisible();
  });

  it("leaves the licence out when there is none", () => {
    render(<WithoutLicence />);
    expect(screen.queryByText(/licence/i)).not.toBeInTheDocument();
  });

  it("holds the language switcher in its slot", () => {
    render(<WithLanguageSwitcher />);
    expect(screen.getByRole("navigation", { name: "Language" })).toContainElement(
      screen.getByRole("link", { name: "Deutsch" }),
    );
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
