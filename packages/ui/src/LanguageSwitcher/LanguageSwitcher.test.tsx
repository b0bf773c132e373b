import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./LanguageSwitcher.stories";

const { Default, German, ManyLanguages } = composeStories(stories);

describe("LanguageSwitcher", () => {
  it("links the current page in every language, each named in itself", async () => {
    const { container } = render(<Default />);
    const nav = screen.getByRole("navigation", { name: "Language" });
    const german = within(nav).getByRole("link", { name: "Deutsch" });
    expect(german).toHaveAttribute("href", "/de/promotions");
    expect(german).toHaveAttribute("hreflang", "de");
    expect(german).toHaveAttribute("lang", "de");
    expect(within(nav).getAllByRole("link")).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it("marks the language the page is shown in", () => {
    render(<German />);
    expect(screen.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "English" })).not.toHaveAttribute("aria-current");
  });

  it("lists many languages", async () => {
    const { container } = render(<ManyLanguages />);
    expect(screen.getByRole("link", { name: "日本語" })).toHaveAttribute("hreflang", "ja");
    await expectNoAxeViolations(container);
  });
});
