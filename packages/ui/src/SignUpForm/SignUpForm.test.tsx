import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SignUpForm.stories";

const { AllFields, ByUsername, FewFields, Submitting, ServerError, OneClick, Phone } = composeStories(stories);
const { onSubmit } = stories.default.args;

async function fillRequired() {
  await userEvent.type(screen.getByLabelText("E-mail"), "new.player@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "Secret1!");
}

describe("SignUpForm", () => {
  beforeEach(() => onSubmit.mockClear());

  it("shows only the fields the back end names, with the browser's autofill names", () => {
    render(<FewFields />);
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("autocomplete", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
    expect(screen.queryByLabelText("First name")).toBeNull();
    expect(screen.queryByRole("group", { name: "Date of birth" })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("EUR · Euro");
  });

  it("shows every field the server switches on: gender, an optional phone, address, city, postal code, promo code", () => {
    render(<AllFields />);
    expect(screen.getByRole("radiogroup", { name: "Gender" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Phone (optional)" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Address" })).toHaveAttribute("autocomplete", "street-address");
    expect(screen.getByRole("textbox", { name: "City" })).toHaveAttribute("autocomplete", "address-level2");
    expect(screen.getByRole("textbox", { name: "Postal code" })).toHaveAttribute("autocomplete", "postal-code");
    expect(screen.getByRole("textbox", { name: "Promo code (optional)" })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Username" })).toBeNull();
  });

  it("sends the optional fields as typed, and checks an extra phone number only once one is typed", async () => {
    render(<AllFields />);
    await fillRequired();
    await userEvent.type(screen.getByLabelText("First name"), "Nora");
    await userEvent.type(screen.getByLabelText("Last name"), "Vella");
    await userEvent.click(screen.getByRole("checkbox", { name: /I accept the terms and conditions/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "I am 18 years old or older" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ phone: "", gender: "", city: "" }),
      expect.anything(),
    );

    onSubmit.mockClear();
    const phone = screen.getByRole("textbox", { name: "Phone (optional)" });
    await userEvent.type(phone, "991");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(phone).toHaveAccessibleDescription(/too short/i);
    expect(phone).toHaveFocus();
    await userEvent.type(phone, "23456");
    await userEvent.click(screen.getByRole("radio", { name: "Female" }));
    await userEvent.type(screen.getByRole("textbox", { name: "City" }), "Valletta");
    await userEvent.type(screen.getByRole("textbox", { name: "Promo code (optional)" }), "SPRING25");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        phoneCode: "+356",
        phone: "99123456",
        gender: "female",
        city: "Valletta",
        promoCode: "SPRING25",
      }),
      expect.anything(),
    );
  });

  it("asks for a username where the brand signs up by username, and says what is wrong with it", async () => {
    render(<ByUsername />);
    const username = screen.getByRole("textbox", { name: "Username" });
    expect(username).toHaveAccessibleDescription("3 to 30 letters, digits or . _ -");
    await fillRequired();
    await userEvent.type(username, "no ra");
    await userEvent.click(screen.getByRole("checkbox", { name: /I accept the terms and conditions/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "I am 18 years old or older" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveFocus();
    await userEvent.clear(username);
    await userEvent.type(username, "nora_v");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: "nora_v" }), expect.anything());
  });

  it("says nothing is wrong before the player presses Sign up", async () => {
    render(<FewFields />);
    await userEvent.type(screen.getByLabelText("E-mail"), "nora@");
    await userEvent.tab();
    expect(screen.getByLabelText("E-mail")).not.toHaveAttribute("aria-invalid");
  });

  it("refuses to send without the terms and the over-18 box, saying why for each", async () => {
    render(<FewFields />);
    await fillRequired();
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("checkbox", { name: /I accept the terms and conditions/ })).toHaveAccessibleDescription(
      "You must accept the terms and conditions",
    );
    expect(screen.getByRole("checkbox", { name: "I am 18 years old or older" })).toHaveAccessibleDescription(
      "You must confirm that you are 18 or older",
    );
  });

  it("explains a password that breaks the composition rules", async () => {
    render(<FewFields />);
    await userEvent.type(screen.getByLabelText("Password"), "secret12");
    expect(screen.getByText("Password strength: weak")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      /Password must contain at least one special character/,
    );
  });

  it("sends the typed values with the consents, the newsletter left optional", async () => {
    render(<FewFields />);
    await fillRequired();
    await userEvent.click(screen.getByRole("checkbox", { name: /I accept the terms and conditions/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "I am 18 years old or older" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        email: "new.player@example.com",
        password: "Secret1!",
        currencyCode: "EUR",
        terms: true,
        adult: true,
        newsLetter: false,
      }),
      expect.anything(),
    );
  });

  it("takes the player to the first wrong field in the form's order", async () => {
    render(<AllFields />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Year" }), "2010");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByLabelText("E-mail")).toHaveFocus();
  });

  it("refuses an under-18 birth date picked from the year list in words", async () => {
    render(<AllFields />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Year" }), "2010");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("group", { name: "Date of birth" })).toHaveAccessibleDescription(
      "You must be at least 18 years old",
    );
    expect(screen.getByRole("combobox", { name: "Year" })).toHaveAttribute("aria-invalid", "true");
  });

  it("starts the birthday on 18 years ago, which is old enough", async () => {
    render(<AllFields />);
    expect(screen.getByRole("combobox", { name: "Year" })).toHaveValue("2008");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("combobox", { name: "Year" })).not.toHaveAttribute("aria-invalid");
  });

  it("opens the terms and the privacy policy in a new tab, so nothing typed is lost", () => {
    render(<AllFields />);
    expect(screen.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "?modal=login");
  });

  it("cannot be sent again while the sign-up runs", () => {
    render(<Submitting />);
    expect(screen.getByRole("button", { name: "Sign up" })).toBeDisabled();
  });

  it("announces the server's refusal", () => {
    render(<ServerError />);
    expect(screen.getByRole("alert")).toHaveTextContent("An account with this e-mail already exists");
  });

  it("asks one click for no e-mail or password, only the currency and the consents", async () => {
    render(<OneClick />);
    expect(screen.queryByLabelText("E-mail")).toBeNull();
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.queryByLabelText("First name")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "I am 18 years old or older" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: "", password: "", currencyCode: "EUR", terms: true, adult: true }),
      expect.anything(),
    );
  });

  it("asks a phone sign-up for the number with the visitor's calling code, checks it, and sends no e-mail", async () => {
    render(<Phone fields={{ currencyCode: 1 }} />);
    expect(screen.queryByLabelText("E-mail")).toBeNull();
    expect(screen.getByRole("button", { name: /^Country code/ })).toHaveTextContent(/\+356/);
    const number = screen.getByRole("textbox", { name: "Phone number" });
    expect(number).toHaveAccessibleDescription(/You log in with this number/);
    await userEvent.type(number, "9912");
    await userEvent.type(screen.getByLabelText("Password"), "Secret1!");
    await userEvent.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "I am 18 years old or older" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(number).toHaveAccessibleDescription(/too short/i);
    expect(number).toHaveFocus();
    await userEvent.type(number, "3456");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: "", phoneCode: "+356", phone: "99123456", password: "Secret1!" }),
      expect.anything(),
    );
  });

  it("explains a wrong phone number at the first press, with the other fields still empty", async () => {
    render(<Phone />);
    const number = screen.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(number, "7912");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveFocus();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
