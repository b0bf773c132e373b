import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./DepositProfileStep.stories";

const { MissingAddress, MissingBirthDate, AddressNotNeeded, AllFieldsShown, SaveFails } = composeStories(stories);
const onSubmit = stories.default.args.onSubmit;

describe("DepositProfileStep", () => {
  beforeEach(() => onSubmit.mockClear());

  it("names the missing fields and asks for exactly those", () => {
    render(<MissingAddress />);
    expect(
      screen.getByText(
        "Before you deposit, we need these details: City, Postal code, and Address. You fill them in once.",
      ),
    ).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Profile information" });
    expect(
      within(form)
        .getAllByRole("textbox")
        .map((box) => box.getAttribute("name")),
    ).toEqual(["city", "zipCode", "address"]);
    expect(within(form).queryByRole("radiogroup")).not.toBeInTheDocument();
  });

  it("saves the fields typed with updateFrom 'Update Form', the rest of the profile as it was", async () => {
    render(<MissingAddress />);
    await userEvent.type(screen.getByRole("textbox", { name: "City" }), "Sliema");
    await userEvent.type(screen.getByRole("textbox", { name: "Postal code" }), "SLM 1000");
    await userEvent.type(screen.getByRole("textbox", { name: "Address" }), "2 Tower Road");
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      updateFrom: "Update Form",
      city: "Sliema",
      zipCode: "SLM 1000",
      address: "2 Tower Road",
      firstName: "Maria",
      dateOfBirth: "1990-05-17",
    });
  });

  it("sends nothing while a missing field is still empty", async () => {
    render(<MissingAddress />);
    await userEvent.type(screen.getByRole("textbox", { name: "City" }), "Sliema");
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Postal code" })).toHaveAttribute("aria-invalid", "true");
  });

  it("asks for the birth date when it is the 1900 placeholder", () => {
    render(<MissingBirthDate />);
    expect(
      screen.getByText(/we need these details: Date of birth, City, Postal code, and Address\./),
    ).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Date of birth" })).toBeInTheDocument();
  });

  it("leaves the address out when the brand allows deposits without one", () => {
    render(<AddressNotNeeded />);
    expect(screen.getByText(/we need these details: City and Postal code\./)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Address" })).not.toBeInTheDocument();
  });

  it("shows every field with onDepositShowAllField, the filled ones locked", () => {
    render(<AllFieldsShown />);
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "City" })).not.toHaveAttribute("readonly");
  });

  it("shows the server's message when the save fails, keeping what was typed", async () => {
    render(<SaveFails />);
    await userEvent.type(screen.getByRole("textbox", { name: "City" }), "Sliema");
    await userEvent.type(screen.getByRole("textbox", { name: "Postal code" }), "0");
    await userEvent.type(screen.getByRole("textbox", { name: "Address" }), "2 Tower Road");
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Postal code is not valid for Malta");
    expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Sliema");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
