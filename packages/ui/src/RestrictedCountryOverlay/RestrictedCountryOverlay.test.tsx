import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./RestrictedCountryOverlay.stories";

const { Blocked, Verifying, VerifyFailed } = composeStories(stories);
const { onReverify } = stories.default.args;

function detail(dialog: HTMLElement, term: string): string | null {
  const dt = within(dialog).getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent ?? null;
}

describe("RestrictedCountryOverlay", () => {
  beforeEach(() => {
    onReverify.mockClear();
  });

  it("shows the title, the location message and the device/region explanation", () => {
    render(<Blocked />);
    const dialog = screen.getByRole("dialog", { name: "We are not available in your country" });
    expect(dialog).toHaveAccessibleDescription(
      "It looks like you are visiting from a country where we cannot offer our services.",
    );
    expect(within(dialog).getByText(/Your location is detected from your device and network/)).toBeInTheDocument();
  });

  it("shows the Country, IP and Date", () => {
    render(<Blocked />);
    const dialog = screen.getByRole("dialog");
    expect(detail(dialog, "Country")).toBe("Germany");
    expect(detail(dialog, "IP")).toBe("203.0.113.42");
    expect(detail(dialog, "Date")).toBe("Mar 4, 2026, 10:12 AM");
  });

  it("re-verifies the location on request", async () => {
    render(<Blocked />);
    await userEvent.click(screen.getByRole("button", { name: "Re-verify location" }));
    expect(onReverify).toHaveBeenCalledOnce();
  });

  it("cannot be closed by Escape or a click outside", async () => {
    render(<Blocked />);
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  });

  it("shows the check as busy and announces it while it runs", async () => {
    render(<Verifying />);
    const button = screen.getByRole("button", { name: /Re-verify location/ });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your location…");
    await userEvent.click(button);
    expect(onReverify).not.toHaveBeenCalled();
  });

  it("says when the check failed and lets the player try again", async () => {
    render(<VerifyFailed />);
    expect(screen.getByRole("alert")).toHaveTextContent("We could not verify your location.");
    await userEvent.click(screen.getByRole("button", { name: "Re-verify location" }));
    expect(onReverify).toHaveBeenCalledOnce();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
