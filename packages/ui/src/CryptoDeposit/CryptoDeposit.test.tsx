import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./CryptoDeposit.stories";

const { Ready, Copied, CopyFailed, QrUndecodable } = composeStories(stories);

describe("CryptoDeposit", () => {
  it("shows the amount, the network to send on, the address and its QR code, and copies on request", async () => {
    const onCopy = vi.fn();
    const { container } = render(<Ready onCopy={onCopy} />);
    expect(screen.getByRole("heading", { name: "Send ₿0.00100000 to this address" })).toBeInTheDocument();
    expect(screen.getByText("Network: Bitcoin")).toBeInTheDocument();
    expect(screen.getByText("bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6a")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "QR code of the deposit address" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Copy address" }));
    expect(onCopy).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it("announces a copy, and says in words what to do when the browser refuses it", async () => {
    const { unmount } = render(<Copied />);
    expect(screen.getByRole("status")).toHaveTextContent("Address copied.");
    unmount();
    const { container } = render(<CopyFailed />);
    expect(screen.getByRole("alert")).toHaveTextContent("could not be copied: select it and copy it yourself");
    await expectNoAxeViolations(container);
  });

  it("keeps the address to copy when its QR code cannot be made", async () => {
    const { container } = render(<QrUndecodable />);
    expect(screen.getByRole("alert")).toHaveTextContent("The QR code could not be read.");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6a")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
