import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./CouponForm.stories";

const { Empty, Applying, Applied, NotApplied, AlreadyRedeemed } = composeStories(stories);
const { onApply } = stories.default.args;

describe("CouponForm", () => {
  beforeEach(() => {
    onApply.mockClear();
  });

  it("sends the typed code without the spaces around it", async () => {
    render(<Empty />);
    await userEvent.type(screen.getByLabelText("Coupon code"), "  spring25 ");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith("spring25");
  });

  it("asks for a code instead of sending an empty one", async () => {
    render(<Empty />);
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    const field = screen.getByLabelText("Coupon code");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Required");
    expect(onApply).not.toHaveBeenCalled();
  });

  it("does not send the code twice while it is being applied", async () => {
    render(<Applying />);
    const button = screen.getByRole("button", { name: /Apply/ });
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(onApply).not.toHaveBeenCalled();
  });

  it("announces an applied coupon", () => {
    render(<Applied />);
    expect(screen.getByRole("status")).toHaveTextContent("Coupon applied: the bonus is yours.");
    expect(screen.getByLabelText("Coupon code")).not.toHaveAttribute("aria-invalid");
  });

  it.each([
    ["not applied", NotApplied, "The coupon could not be applied."],
    ["already redeemed", AlreadyRedeemed, "This coupon has already been redeemed."],
  ] as const)("explains a coupon %s in words on the field", (_name, Story, text) => {
    render(<Story />);
    const field = screen.getByLabelText("Coupon code");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(text);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("takes the focus back to the field when the code sent is refused, the code still in it", async () => {
    const { rerender } = render(<Empty />);
    const field = screen.getByLabelText("Coupon code");
    await userEvent.type(field, "WINTER99");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith("WINTER99"));
    expect(field).not.toHaveFocus();

    rerender(<Empty result={{ status: "refused", messageKey: "error.other.coupon.not.applied" }} />);
    expect(field).toHaveFocus();
    expect(field).toHaveValue("WINTER99");
    expect(field).toHaveAccessibleDescription("The coupon could not be applied.");
  });

  it("does not take the focus when first drawn with a refusal", () => {
    render(<NotApplied />);
    expect(screen.getByLabelText("Coupon code")).not.toHaveFocus();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
