import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { pressOutside } from "../test/press-outside";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import { Modal } from "./Modal";
import { useAnyModalOpen } from "./modal-layer";
import * as stories from "./Modal.stories";

const { Open, WithBody, WithFooter, FromTrigger, NotDismissible } = composeStories(stories);
// The stories' own spy (storybook/test `fn()`), shared by every story of the file.
const onOpenChange = stories.default.args.onOpenChange;

describe("Modal", () => {
  beforeEach(() => {
    onOpenChange.mockClear();
  });

  it("is a dialog labelled by its title and described by its description", () => {
    render(<Open />);
    const dialog = screen.getByRole("dialog", { name: "Rakeback claimed" });
    expect(dialog).toHaveAccessibleDescription("You received 12.50 EUR.");
  });

  it("asks to close on Escape, on the close button and on a press outside", async () => {
    render(<Open />);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await pressOutside();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("when not dismissible, has no close button and stays open on Escape and on a press outside", async () => {
    render(<NotDismissible />);
    const dialog = screen.getByRole("dialog", { name: "Rakeback claimed" });
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await pressOutside();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
  });

  it("keeps focus inside while open and returns it to the trigger on close", async () => {
    render(<FromTrigger />);
    const trigger = screen.getByRole("button", { name: "Open modal" });
    await userEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Rakeback claimed" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Radix hands focus back on the next tick after unmounting.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("shows its body and footer actions", () => {
    render(<WithBody />);
    expect(screen.getByText(/Any content/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeVisible();
  });

  it("adds no landmark of its own: the page's banner and contentinfo stay the only ones", () => {
    render(<WithFooter />);
    const dialog = screen.getByRole("dialog", { name: "Rakeback claimed" });
    expect(within(dialog).queryByRole("banner")).toBeNull();
    expect(within(dialog).queryByRole("contentinfo")).toBeNull();
  });

  it("renders nothing when closed", () => {
    render(<Open open={false} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);

  it("tells what floats outside it (the cookie notice) that a modal is open, while it is", () => {
    function Probe() {
      return <p>{useAnyModalOpen() ? "a modal is open" : "no modal"}</p>;
    }
    const { rerender } = render(
      <>
        <Probe />
        <Modal open={false} onOpenChange={() => undefined} title="Log in" />
      </>,
    );
    expect(screen.getByText("no modal")).toBeInTheDocument();
    rerender(
      <>
        <Probe />
        <Modal open onOpenChange={() => undefined} title="Log in" />
      </>,
    );
    expect(screen.getByText("a modal is open")).toBeInTheDocument();
    rerender(
      <>
        <Probe />
        <Modal open={false} onOpenChange={() => undefined} title="Log in" />
      </>,
    );
    expect(screen.getByText("no modal")).toBeInTheDocument();
  });
});
