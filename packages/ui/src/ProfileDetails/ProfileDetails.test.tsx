import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./ProfileDetails.stories";

const { EveryField, NewPlayer } = composeStories(stories);

const field = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling;

describe("ProfileDetails", () => {
  it("shows every field the player has, the country by name and the last sign-in in the player's zone", () => {
    render(<EveryField />);
    expect(field("Name")).toHaveTextContent("Wanda Wallet");
    expect(field("Email")).toHaveTextContent("wallet@demo.casino (Verified)");
    expect(field("Country")).toHaveTextContent("Malta");
    expect(field("Date of birth")).toHaveTextContent("April 12, 1990");
    expect(field("Gender")).toHaveTextContent("Female");
    expect(field("Nickname")).toHaveTextContent("wanda");
    expect(field("Promo code")).toHaveTextContent("WELCOME150");
    expect(field("CPF number")).toHaveTextContent("123.456.789-09");
    expect(field("UPI ID")).toHaveTextContent("wanda@okbank");
    expect(field("Skrill e-mail")).toHaveTextContent("wanda.skrill@demo.casino");
    expect(field("Last login")).toHaveTextContent("Nov 21, 2026");
    expect(field("Last login IP")).toHaveTextContent("203.0.113.9");
    expect(field("Current IP")).toHaveTextContent("203.0.113.10");
    expect(screen.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile/edit-profile");
  });

  it("says not set for an empty core field and leaves out the optional fields a new player has not got", () => {
    render(<NewPlayer />);
    expect(field("Phone")).toHaveTextContent("Not set");
    expect(screen.queryByText("UPI ID")).toBeNull();
    expect(screen.queryByText("Last login")).toBeNull();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
