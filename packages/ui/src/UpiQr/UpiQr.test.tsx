import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./UpiQr.stories";

const { Ready, Expired, Undecodable, InvalidLink } = composeStories(stories);

describe("UpiQr", () => {
  it("shows the QR code, the link to the UPI app and until when it can be paid", async () => {
    const { container } = render(<Ready />);
    expect(screen.getByRole("heading", { name: "Pay ₹500.00 with UPI" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "UPI QR code" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open in your UPI app" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^upi:\/\/pay\?pa=democasino@icici/),
    );
    expect(screen.getByText("Scan and pay before 12:15.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("says an expired QR code in words and offers a new one", async () => {
    const onRenew = vi.fn();
    const { container } = render(<Expired onRenew={onRenew} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The QR code has expired.");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("link", { name: "Open in your UPI app" })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Get a new QR code" }));
    expect(onRenew).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it("keeps the UPI app's link when the QR code cannot be made", async () => {
    const { container } = render(<Undecodable />);
    expect(screen.getByRole("alert")).toHaveTextContent("The QR code could not be read.");
    expect(screen.getByRole("link", { name: "Open in your UPI app" })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("says an invalid UPI link in words, with another try or another method", async () => {
    const { container } = render(<InvalidLink />);
    expect(screen.getByRole("alert")).toHaveTextContent("The UPI link is not valid.");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("button", { name: "Get a new QR code" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose another method" })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
