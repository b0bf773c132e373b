import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as optionStories from "./LinkedSignInOptions.stories";
import * as stories from "./LinkedSignUpForm.stories";

const { Prefilled, WithoutPhone, Submitting, ServerError } = composeStories(stories);
const { TwoProviders, Pending } = composeStories(optionStories);
const { onSubmit } = stories.default.args;
const { onChoose } = optionStories.default.args;

const submit = () => screen.getByRole("button", { name: "Sign up" });

describe("LinkedSignUpForm", () => {
  beforeEach(() => onSubmit.mockClear());

  it("starts with what the third party shared, and the button off until the player changes something", () => {
    render(<Prefilled />);
    expect(screen.getByText(/You signed in with Demo ID/)).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveValue("alex.morgan@id.example");
    expect(screen.getByLabelText(/First name/)).toHaveValue("Alex");
    expect(screen.getByLabelText(/Last name/)).toHaveValue("Morgan");
    expect(screen.getByRole("combobox", { name: "Year" })).toHaveValue("2008");
    expect(submit()).toBeDisabled();
    expect(screen.getByText("Check the fields above and tick the consent box to continue.")).toBeInTheDocument();
  });

  it("stays off while invalid, and sends the values once everything is right", async () => {
    render(<Prefilled />);
    await userEvent.click(screen.getByRole("checkbox", { name: /18 years old or older and accept/ }));
    // The phone is on for this brand and still empty.
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox", { name: "Phone number" }), "99123456");
    await userEvent.type(screen.getByLabelText("Address"), "1 Main Street");
    expect(submit()).toBeEnabled();
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      {
        email: "alex.morgan@id.example",
        phoneCode: "+356",
        phone: "99123456",
        firstName: "Alex",
        lastName: "Morgan",
        dateOfBirth: "2008-03-01",
        address: "1 Main Street",
        terms: true,
        newsLetter: false,
      },
      expect.anything(),
    );
  });

  it("asks no phone when the brand's phone field is off", async () => {
    render(<WithoutPhone />);
    expect(screen.queryByRole("textbox", { name: "Phone number" })).toBeNull();
    await userEvent.type(screen.getByLabelText(/First name/), "Alex");
    await userEvent.type(screen.getByLabelText(/Last name/), "Morgan");
    await userEvent.click(screen.getByRole("checkbox", { name: /18 years old or older and accept/ }));
    expect(submit()).toBeEnabled();
  });

  it("refuses an under-18 birth date in words, and a name left empty once the player leaves it", async () => {
    render(<Prefilled />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Year" }), "2010");
    await userEvent.tab();
    expect(screen.getByRole("group", { name: "Date of birth" })).toHaveAccessibleDescription(
      "You must be at least 18 years old",
    );
    await userEvent.clear(screen.getByLabelText(/First name/));
    await userEvent.tab();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute("aria-invalid", "true");
    expect(submit()).toBeDisabled();
  });

  it("refuses a name over 255 characters, even one that got past the field's own limit", async () => {
    render(<WithoutPhone />);
    const name = screen.getByLabelText(/First name/);
    expect(name).toHaveAttribute("maxlength", "255");
    // A value set by a script or an autofill ignores `maxlength`; the schema still refuses it.
    fireEvent.input(name, { target: { value: "A".repeat(256) } });
    fireEvent.blur(name);
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
  });

  it("is busy while sending", () => {
    render(<Submitting />);
    expect(submit()).toHaveAttribute("aria-busy", "true");
  });

  it("announces the server's refusal above the button", () => {
    render(<ServerError />);
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
      "An account with this e-mail already exists",
    );
  });
});

describe("LinkedSignInOptions", () => {
  beforeEach(() => onChoose.mockClear());

  it("offers one button per third party and says which was chosen", async () => {
    render(<TwoProviders />);
    expect(screen.getByText("or")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Continue with Other ID" }));
    expect(onChoose).toHaveBeenCalledWith("other-id");
  });

  it("keeps the others waiting while one is on its way", () => {
    render(<Pending />);
    expect(screen.getByRole("button", { name: "Continue with Demo ID" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Continue with Other ID" })).toBeDisabled();
  });

  it("draws nothing when the brand offers no third party", () => {
    render(<TwoProviders providers={[]} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText("or")).toBeNull();
  });
});

itRendersEveryStoryWithoutAxeViolations(stories);
itRendersEveryStoryWithoutAxeViolations(optionStories);
