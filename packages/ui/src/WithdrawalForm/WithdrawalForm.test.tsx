import { I18nProvider } from "@casino/i18n/react";
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as blockerStories from "./WithdrawalBlockers.stories";
import * as formStories from "./WithdrawalForm.stories";
import * as pendingStories from "./PendingWithdrawals.stories";

const form = composeStories(formStories);
const blockers = composeStories(blockerStories);
const pending = composeStories(pendingStories);

describe("WithdrawalForm", () => {
  it.each(Object.entries({ ...form, ...blockers, ...pending }))(
    "draws %s without axe violations",
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it("explains each missing or wrong field in words and keeps what was typed, sending nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<form.BankTransfer onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "500");
    await user.type(screen.getByRole("textbox", { name: /Bank code/ }), "SBIN");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: /Amount/ })).toHaveValue("500");
    expect(screen.getByRole("textbox", { name: /Amount/ })).toHaveAccessibleDescription(
      /Amount is outside the allowed minimum and maximum/,
    );
    expect(screen.getByRole("textbox", { name: /Bank code/ })).toHaveAccessibleDescription(/8 to 15 characters/);
    expect(screen.getByRole("textbox", { name: /Account number/ })).toHaveAttribute("aria-invalid", "true");
  });

  it("sends a UPI withdrawal with the amount and the UPI ID once they check", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<form.Upi onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "25");
    await user.type(screen.getByRole("textbox", { name: "UPI ID" }), "not-an-id");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
    expect(screen.getByRole("textbox", { name: "UPI ID" })).toHaveAccessibleDescription(/UPI ID is not valid/);
    await user.clear(screen.getByRole("textbox", { name: "UPI ID" }));
    await user.type(screen.getByRole("textbox", { name: "UPI ID" }), "ann@okbank");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith({
      methodId: "4",
      amount: 25,
      fields: { upiId: "ann@okbank" },
      instant: false,
    });
  });

  it("shows the day's instant allowance, refuses more than is left in words, and sends what is left instantly", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<form.InstantOffered onSubmit={onSubmit} />);
    expect(screen.getByText("€149.99 of €500.00 used today")).toBeInTheDocument();
    expect(screen.getByText(/€350.01 left to withdraw instantly until Nov 24, 2026/)).toBeInTheDocument();
    expect(screen.getByRole("meter", { name: "Instant withdrawal allowance used" })).toHaveValue(30);
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "350.02");
    await user.type(screen.getByRole("textbox", { name: "UPI ID" }), "ann@okbank");
    await user.click(screen.getByRole("checkbox", { name: /Instant withdrawal/ }));
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: /Amount/ })).toHaveAccessibleDescription(
      /Only €350.01 can be withdrawn instantly now/,
    );
    await user.clear(screen.getByRole("textbox", { name: /Amount/ }));
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "350.01");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
    expect(onSubmit).toHaveBeenCalledWith({
      methodId: "4",
      amount: 350.01,
      fields: { upiId: "ann@okbank" },
      instant: true,
    });
  });

  it("fills what is left instantly into the refusal over it only, not into another field's error", async () => {
    const user = userEvent.setup();
    // A brand's text that writes the placeholder for its own reasons: it must stay as written.
    const texts = { "form.validation.invalid.upi": "Write the UPI ID as [LEFT]@bank" };
    render(
      <I18nProvider locale="en" texts={texts}>
        <form.InstantOffered />
      </I18nProvider>,
    );
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "350.02");
    await user.type(screen.getByRole("textbox", { name: "UPI ID" }), "not-an-id");
    await user.click(screen.getByRole("checkbox", { name: /Instant withdrawal/ }));
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));
    expect(screen.getByRole("textbox", { name: /Amount/ })).toHaveAccessibleDescription(
      /Only €350.01 can be withdrawn instantly now/,
    );
    expect(screen.getByRole("textbox", { name: "UPI ID" })).toHaveAccessibleDescription(
      "Write the UPI ID as [LEFT]@bank",
    );
  });

  it("cannot tick instant withdrawal once the day's allowance is used, and says until when", () => {
    render(<form.InstantExhausted />);
    expect(screen.getByRole("checkbox", { name: /Instant withdrawal/ })).toBeDisabled();
    expect(screen.getByText(/used your instant withdrawals until Nov 24, 2026, 12:00/)).toBeInTheDocument();
  });

  it("asks for a crypto quote as the amount and network change, with no amount while it does not check", async () => {
    const user = userEvent.setup();
    const onCryptoQuoteRequest = vi.fn();
    render(<form.CryptoQuoted onCryptoQuoteRequest={onCryptoQuoteRequest} />);
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "0.01");
    expect(onCryptoQuoteRequest).toHaveBeenLastCalledWith({ methodId: "7", amount: 0.01, network: "" });
    await user.type(screen.getByRole("textbox", { name: "Network" }), "BTC");
    expect(onCryptoQuoteRequest).toHaveBeenLastCalledWith({ methodId: "7", amount: 0.01, network: "BTC" });
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "5");
    expect(onCryptoQuoteRequest).toHaveBeenLastCalledWith({ methodId: "7", amount: null, network: "BTC" });
  });

  it("shows the network fee and what arrives before the player confirms", () => {
    render(<form.CryptoQuoted />);
    const quote = screen.getByRole("region", { name: "Before you confirm" });
    expect(quote).toHaveTextContent(/Network fee\s*BTC\s*0\.0001/);
    expect(quote).toHaveTextContent(/You receive\s*BTC\s*0\.0099/);
    expect(screen.getByRole("button", { name: "Request withdrawal" })).toBeEnabled();
    // A coin's range keeps its decimals: the least is not "BTC 0.00".
    expect(screen.getByRole("textbox", { name: /Amount/ })).toHaveAccessibleDescription(/BTC\s0\.0001\b.*BTC\s0\.01\b/);
  });

  it("cannot be requested while its quote is worked out or has failed, and says why", () => {
    const { unmount } = render(<form.CryptoQuoting />);
    expect(screen.getByText("Working out the network fee…")).toBeVisible();
    expect(screen.getByRole("button", { name: "Request withdrawal" })).toBeDisabled();
    unmount();
    render(<form.CryptoQuoteFailed />);
    expect(screen.getByRole("alert")).toHaveTextContent("The withdrawal amount could not be calculated.");
    expect(screen.getByRole("button", { name: "Request withdrawal" })).toBeDisabled();
  });

  it("cannot be sent again while a request is on its way", () => {
    render(<form.Sending />);
    expect(screen.getByRole("button", { name: /Sending/ })).toBeDisabled();
  });
});

describe("WithdrawalBlockers", () => {
  it("says in words why a new player cannot withdraw, with the way to deposit", () => {
    render(<blockers.NewPlayer />);
    expect(screen.getByText(/Make at least one successful deposit/)).toBeInTheDocument();
    expect(screen.getByText(/verify your email address/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Make a deposit" })).toHaveAttribute("href", "/deposit");
  });
});

describe("PendingWithdrawals", () => {
  it("asks before cancelling, saying the funds return without fees", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<pending.Waiting onCancel={onCancel} />);
    const [first] = screen.getAllByRole("button", { name: "Cancel withdrawal" });
    await user.click(first as HTMLElement);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole("group", { name: /return to your balance without fees/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect(onCancel).toHaveBeenCalledWith("41");
  });

  it("offers no cancel where the market forbids reversing a withdrawal", () => {
    render(<pending.NoReversal />);
    expect(screen.getAllByTestId("pending-withdrawal")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Cancel withdrawal" })).not.toBeInTheDocument();
  });
});
