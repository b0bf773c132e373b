import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./DepositForm.stories";

const { CardMethod, ProviderMethod, Sending, Failed, CardOnCashierPage, WithBonuses, WithActiveBonus, PhoneMethod } =
  composeStories(stories);

const CARD_NUMBER = "4111 1111 1111 1111";

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Card number", { exact: false }), CARD_NUMBER);
  await user.type(screen.getByLabelText("Expiry date (MM/YY)", { exact: false }), "1229");
  await user.type(screen.getByLabelText("Security code (CVC)", { exact: false }), "123");
  await user.type(screen.getByLabelText("Name on card", { exact: false }), "Ann Lee");
}

describe("DepositForm", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("starts at 25 with the first method and its card form, fields named for the browser's card autofill", async () => {
    const { container } = render(<CardMethod />);
    expect(screen.getByRole("radio", { name: "Visa" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /Amount/ })).toHaveValue("25");
    expect(screen.getByLabelText("Card number", { exact: false })).toHaveAttribute("autocomplete", "cc-number");
    expect(screen.getByLabelText("Expiry date (MM/YY)", { exact: false })).toHaveAttribute("autocomplete", "cc-exp");
    expect(screen.getByLabelText("Security code (CVC)", { exact: false })).toHaveAttribute("autocomplete", "cc-csc");
    expect(screen.getByLabelText("Name on card", { exact: false })).toHaveAttribute("autocomplete", "cc-name");
    await expectNoAxeViolations(container);
  });

  it("steps by 1 below 30 and by 5 from 30, and takes a preset", async () => {
    const user = userEvent.setup();
    render(<ProviderMethod />);
    const amount = screen.getByRole("textbox", { name: /Amount/ });
    for (let press = 0; press < 5; press += 1)
      await user.click(screen.getByRole("button", { name: "Raise the amount" }));
    expect(amount).toHaveValue("30");
    await user.click(screen.getByRole("button", { name: "Raise the amount" }));
    expect(amount).toHaveValue("35");
    await user.click(screen.getByRole("button", { name: "€100.00" }));
    expect(amount).toHaveValue("100");
    expect(screen.getByRole("button", { name: "€100.00" })).toHaveAttribute("aria-pressed", "true");
  });

  it("refuses an amount outside the method's range in words, without sending", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ProviderMethod onSubmit={onSubmit} />);
    const amount = screen.getByRole("textbox", { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, "6000");
    await user.click(screen.getByRole("button", { name: /^Deposit/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent(/minimum and maximum|outside/i);
  });

  it("checks the card before sending: Luhn, expiry not in the past, three-digit CVC, holder", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<CardMethod onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Card number", { exact: false }), "4111 1111 1111 1112");
    await user.type(screen.getByLabelText("Expiry date (MM/YY)", { exact: false }), "1025");
    await user.type(screen.getByLabelText("Security code (CVC)", { exact: false }), "12");
    await user.click(screen.getByRole("button", { name: /^Deposit/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Card number is not valid")).toBeInTheDocument();
    expect(screen.getByText("Card has expired")).toBeInTheDocument();
    expect(screen.getByText("CVC must be exactly 3 digits")).toBeInTheDocument();
    expect(screen.getByText("Visa card")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("hands the card to onSubmit only: nothing reaches the console, storage or cookies", async () => {
    const user = userEvent.setup();
    const logged = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    );
    const stored = vi.spyOn(Storage.prototype, "setItem");
    const onSubmit = vi.fn();
    render(<CardMethod onSubmit={onSubmit} />);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: /^Deposit/ }));
    expect(onSubmit).toHaveBeenCalledWith({
      methodId: "1",
      amount: 25,
      card: { number: CARD_NUMBER, expiry: "12/29", cvc: "123", holderName: "Ann Lee" },
    });
    const digits = CARD_NUMBER.replace(/\s/g, "");
    for (const spy of logged)
      expect(JSON.stringify(spy.mock.calls).replace(/\s/g, "")).not.toContain(digits.slice(0, 12));
    expect(stored).not.toHaveBeenCalled();
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain(digits.slice(0, 12));
  });

  it("cannot be sent twice while sending", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<Sending onSubmit={onSubmit} preferredKind="carouseller" />);
    const button = screen.getByRole("button", { name: /Taking you to the payment page/ });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("shows a failure in words and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<CardMethod />);
    await fillCard(user);
    rerender(<CardMethod error={Failed.args.error ?? null} />);
    expect(screen.getByRole("alert")).toHaveTextContent("You have reached your daily deposit limit.");
    expect(screen.getByLabelText("Card number", { exact: false })).toHaveValue(CARD_NUMBER);
    expect(screen.getByLabelText("Name on card", { exact: false })).toHaveValue("Ann Lee");
    await expectNoAxeViolations(container);
  });

  it("sends a card method to the cashier page instead of asking for the card where scripts may run", async () => {
    const onSubmit = vi.fn();
    const { container } = render(<CardOnCashierPage onSubmit={onSubmit} />);
    expect(screen.queryByLabelText("Card number", { exact: false })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Deposit/ })).toBeNull();
    expect(screen.getByRole("link", { name: /secure cashier page/ })).toHaveAttribute(
      "href",
      "/deposit?method=card-form",
    );
    await expectNoAxeViolations(container);
  });

  it("sends the deposit bonus chosen, and none when the player keeps No bonus", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<WithBonuses onSubmit={onSubmit} />);
    expect(screen.getByRole("radio", { name: "No bonus" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: /^Deposit/ }));
    expect(onSubmit).toHaveBeenLastCalledWith({ methodId: "3", amount: 25 });
    await user.click(screen.getByRole("radio", { name: "Monday reload: 50% up to 200 EUR" }));
    await user.click(screen.getByRole("button", { name: /^Deposit/ }));
    expect(onSubmit).toHaveBeenLastCalledWith({ methodId: "3", amount: 25, bonusId: "2" });
    await expectNoAxeViolations(container);
  });

  it("warns that a new bonus cancels the active one and burns its money, and deposits only after the yes", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<WithActiveBonus onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Monday reload: 50% up to 200 EUR" }));
    expect(screen.getByText(/will be cancelled and its €50.00 of bonus money burnt/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Deposit/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    const question = screen.getByRole("group", { name: "Cancel your active bonus?" });
    expect(question).toHaveTextContent("cancels your active bonus");
    expect(screen.getByRole("heading", { name: "Cancel your active bonus?" })).toHaveFocus();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole("button", { name: "Keep my bonus" }));
    expect(screen.getByRole("radio", { name: "No bonus" })).toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("radio", { name: "Monday reload: 50% up to 200 EUR" }));
    await user.click(screen.getByRole("button", { name: /^Deposit/ }));
    await user.click(screen.getByRole("button", { name: "Burn €50.00 and deposit" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ methodId: "3", amount: 25, bonusId: "2" });
  });

  it("asks for the phone a method pays from, refuses fewer than 6 digits in words, and sends the number", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<PhoneMethod onSubmit={onSubmit} />);
    const phone = screen.getByLabelText("Phone number", { exact: false });
    expect(phone).toHaveValue("98765");
    expect(phone).toHaveAttribute("autocomplete", "tel");
    await user.click(screen.getByRole("button", { name: "₹100.00" }));
    await user.click(screen.getByRole("button", { name: /^Deposit/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/The phone number is too short/)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.type(phone, "4");
    await user.click(screen.getByRole("button", { name: /^Deposit/ }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ methodId: "4", amount: 100, phone: "987654" });
  });

  it("asks no phone of a method that does not pay from one", () => {
    render(<ProviderMethod />);
    expect(screen.queryByLabelText("Phone number", { exact: false })).toBeNull();
  });
});
