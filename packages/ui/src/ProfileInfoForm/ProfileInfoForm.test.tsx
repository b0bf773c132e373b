import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./ProfileInfoForm.stories";

const { NewPlayer, PlaceholderBirthDate, LockedFields, EditableInLulu, KycApproved, DepositCompletion, SubmitFails } =
  composeStories(stories);
const onSubmit = stories.default.args.onSubmit;

const updateButton = () => screen.getByRole("button", { name: "Update profile" });
const textbox = (name: string) => screen.getByRole("textbox", { name });

async function chooseCountry(name: string) {
  await userEvent.click(screen.getByRole("button", { name: /^Country/ }));
  await userEvent.type(screen.getByPlaceholderText("Search"), name);
  await userEvent.keyboard("{Enter}");
}

describe("ProfileInfoForm", () => {
  beforeEach(() => {
    onSubmit.mockClear();
  });

  it("keeps Update disabled until the form changes, and again when the change is undone", async () => {
    render(<NewPlayer />);
    expect(updateButton()).toBeDisabled();
    await userEvent.type(textbox("City"), "Sliema");
    expect(updateButton()).toBeEnabled();
    await userEvent.clear(textbox("City"));
    expect(updateButton()).toBeDisabled();
  });

  it("shows the domain's errors on the required fields and does not send", async () => {
    render(<NewPlayer />);
    await userEvent.type(textbox("First name"), "Maria");
    await userEvent.click(updateButton());
    for (const name of ["City", "Postal code", "Address"]) {
      expect(textbox(name)).toHaveAttribute("aria-invalid", "true");
      expect(textbox(name)).toHaveAccessibleDescription("Required");
    }
    expect(screen.getByRole("button", { name: /^Country/ })).toHaveAccessibleDescription("Required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("explains a short phone number at the same press as the empty required fields", async () => {
    render(<NewPlayer />);
    await userEvent.type(textbox("Phone"), "7912");
    await userEvent.click(updateButton());
    expect(textbox("Phone")).toHaveAccessibleDescription("Number is too short");
    expect(textbox("City")).toHaveAccessibleDescription("Required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the values with empty ones as null, then confirms and settles", async () => {
    render(<NewPlayer />);
    await userEvent.type(textbox("First name"), "  Maria ");
    await chooseCountry("Malta");
    await userEvent.type(textbox("City"), "Sliema");
    await userEvent.type(textbox("Postal code"), "SLM 1000");
    await userEvent.type(textbox("Address"), "1 Tower Road");
    await userEvent.click(screen.getByRole("radio", { name: "Male" }));
    await userEvent.click(updateButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        updateFrom: "Profile Page",
        firstName: "Maria",
        lastName: null,
        phone: null,
        phoneCode: "+356",
        countryCode: "MT",
        city: "Sliema",
        zipCode: "SLM 1000",
        address: "1 Tower Road",
        gender: "male",
      }),
    );
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty("email");
    // The 1900 placeholder is no birth date: none is sent for the player.
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty("dateOfBirth");
    expect(await screen.findByRole("status")).toHaveTextContent("Your profile has been updated.");
    expect(updateButton()).toBeDisabled();
  });

  it("shows the 1900 placeholder birth date as missing and editable, and sends it only once picked", async () => {
    render(<PlaceholderBirthDate />);
    const birthDate = screen.getByRole("group", { name: "Date of birth" });
    for (const name of ["Day", "Month", "Year"]) {
      expect(within(birthDate).getByRole("combobox", { name })).toHaveValue("");
      expect(within(birthDate).getByRole("combobox", { name })).toBeEnabled();
    }
    await userEvent.clear(textbox("City"));
    await userEvent.type(textbox("City"), "Mdina");
    await userEvent.click(updateButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ city: "Mdina" });
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty("dateOfBirth");

    await userEvent.selectOptions(within(birthDate).getByRole("combobox", { name: "Year" }), "1990");
    await userEvent.click(updateButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    // The other lists were filled from 18 years ago, the spec's default, where the player sees them.
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ dateOfBirth: "1990-03-01" });
  });

  it("shows fields already set as read-only in curacao", async () => {
    render(<LockedFields />);
    for (const name of ["First name", "Last name", "Phone", "Phone code", "Date of birth", "Country"]) {
      const field = screen.getByLabelText(name, { selector: "input" });
      expect(field).toHaveAttribute("readonly");
      // The phone's hint sits under the number; the code beside it shares it visually.
      if (name !== "Phone code") expect(field).toHaveAccessibleDescription("This field can no longer be changed.");
    }
    await userEvent.type(textbox("First name"), "x");
    expect(textbox("First name")).toHaveValue("Maria");
    expect(textbox("City")).not.toHaveAttribute("readonly");
  });

  it("lets lulu edit filled identity fields and asks for a KYC reset", async () => {
    render(<EditableInLulu />);
    expect(textbox("First name")).not.toHaveAttribute("readonly");
    await userEvent.type(textbox("First name"), "na");
    await userEvent.click(updateButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ firstName: "Mariana", onChangeResetKyc: true }));
  });

  it("locks the address once KYC is approved", () => {
    render(<KycApproved />);
    expect(textbox("Address")).toHaveAttribute("readonly");
    expect(textbox("City")).not.toHaveAttribute("readonly");
  });

  it("asks only for missing fields in the deposit flow", () => {
    render(<DepositCompletion />);
    expect(textbox("City")).toBeInTheDocument();
    expect(textbox("Address")).toBeInTheDocument();
    expect(screen.queryByLabelText("First name")).not.toBeInTheDocument();
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
  });

  it("shows the server's message after a failed submit and keeps every value", async () => {
    render(<SubmitFails />);
    await userEvent.clear(textbox("City"));
    await userEvent.type(textbox("City"), "Mdina");
    await userEvent.clear(textbox("Postal code"));
    await userEvent.type(textbox("Postal code"), "MDN 0000");
    await userEvent.click(updateButton());

    expect(await screen.findByRole("alert")).toHaveTextContent("Postal code is not valid for Malta");
    expect(textbox("City")).toHaveValue("Mdina");
    expect(textbox("Postal code")).toHaveValue("MDN 0000");
    expect(
      within(screen.getByRole("radiogroup", { name: "Gender" })).getByRole("radio", { name: "Female" }),
    ).toBeChecked();
    expect(updateButton()).toBeEnabled();
  });

  it("fills in the player's details when they arrive after the form, keeping an edit in progress", async () => {
    const { rerender } = render(<NewPlayer user={undefined} />);
    await userEvent.type(textbox("City"), "Birkirkara");
    rerender(<NewPlayer user={stories.LockedFields.args?.user} />);
    expect(textbox("First name")).toHaveValue("Maria");
    expect(textbox("First name")).toHaveAttribute("readonly");
    expect(textbox("City")).toHaveValue("Birkirkara");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
