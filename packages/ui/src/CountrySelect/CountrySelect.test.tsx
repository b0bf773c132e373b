import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./CountrySelect.stories";

const { Empty, Chosen, PhoneCode, Invalid, ReadOnly, ImageFlags } = composeStories(stories);
const onValueChange = stories.default.args.onValueChange;

describe("CountrySelect", () => {
  beforeEach(() => {
    onValueChange.mockClear();
  });

  it("finds a country by typing and picks it with Enter", async () => {
    render(<Empty />);
    const trigger = screen.getByRole("button", { name: /Country/ });
    await userEvent.click(trigger);
    const search = screen.getByRole("combobox");
    await userEvent.type(search, "mal");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["🇲🇹Malta"]);
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenCalledWith("MT");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Country Malta" })).toBeInTheDocument();
  });

  it("says when nothing matches", async () => {
    render(<Chosen />);
    await userEvent.click(screen.getByRole("button", { name: "Country Malta" }));
    await userEvent.type(screen.getByRole("combobox"), "zzz");
    expect(screen.getByText("No matches")).toBeInTheDocument();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("picks calling codes, searchable by digits", async () => {
    render(<PhoneCode />);
    await userEvent.click(screen.getByRole("button", { name: "Phone code +91" }));
    await userEvent.type(screen.getByRole("combobox"), "356");
    await userEvent.click(screen.getByRole("option", { name: /Malta/ }));
    expect(onValueChange).toHaveBeenCalledWith("+356");
  });

  it("shows the flag of the country picked when several share a calling code", async () => {
    render(<PhoneCode />);
    await userEvent.click(screen.getByRole("button", { name: "Phone code +91" }));
    await userEvent.type(screen.getByRole("combobox"), "united");
    await userEvent.keyboard("{Enter}");
    // Canada comes first in the list with +1 too; the flag is decorative, so read the text.
    expect(screen.getByRole("button", { name: "Phone code +1" })).toHaveTextContent("🇺🇸+1");
  });

  it("draws a flag sent as an image address as a decorative picture of a fixed size", () => {
    render(
      <ImageFlags
        countries={[{ code: "MT", name: "Malta", phoneCode: "+356", flag: "/api/core/casino/assets/flags/mt.svg" }]}
      />,
    );
    const trigger = screen.getByRole("button", { name: "Country Malta" });
    const flag = within(trigger).getByRole("presentation");
    expect(flag).toHaveAttribute("src", "/api/core/casino/assets/flags/mt.svg");
    expect(flag).toHaveAttribute("alt", "");
    expect(flag).toHaveAttribute("width", "20");
    expect(flag).toHaveAttribute("height", "15");
    expect(trigger).not.toHaveTextContent("🇲🇹");
  });

  it("announces its error", () => {
    render(<Invalid />);
    const trigger = screen.getByRole("button", { name: /Country/ });
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAccessibleDescription("Required");
  });

  it("shows a locked choice as read-only text", () => {
    render(<ReadOnly />);
    const field = screen.getByRole("textbox", { name: "Country" });
    expect(field).toHaveAttribute("readonly");
    expect(field).toHaveValue("Germany");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
