import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./KycDocumentCard.stories";

const card = composeStories(stories);
const MB = 1024 * 1024;

/** A file of `size` bytes without allocating them. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(["%"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("KycDocumentCard", () => {
  it.each(Object.entries(card))("draws %s without axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    await expectNoAxeViolations(container);
  });

  it("hands over a file that passes, for its side", async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    render(<card.Requested onUpload={onUpload} />);
    const back = screen.getByRole("group", { name: "Back" });
    const passport = fileOf("passport-back.png", "image/png", 2 * MB);
    await user.upload(within(back).getByLabelText("Choose a file"), passport);
    expect(onUpload).toHaveBeenCalledWith("back", passport);
  });

  it("refuses a wrong type and a file of 25 MB or more in words, before anything is sent", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUpload = vi.fn();
    render(<card.Requested onUpload={onUpload} />);
    const front = screen.getByRole("group", { name: "Front" });
    await user.upload(within(front).getByLabelText("Choose a file"), fileOf("scan.heic", "image/heic", MB));
    expect(screen.getByRole("alert")).toHaveTextContent("Only jpg, pdf and png files are accepted");
    await user.upload(within(front).getByLabelText("Choose a file"), fileOf("scan.pdf", "application/pdf", 26 * MB));
    expect(screen.getByRole("alert")).toHaveTextContent("The file must be under 25MB");
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("takes a file dropped on a side", () => {
    const onUpload = vi.fn();
    render(<card.Requested onUpload={onUpload} />);
    const file = fileOf("id.jpg", "image/jpeg", MB);
    fireEvent.drop(screen.getByRole("group", { name: "Front" }), { dataTransfer: { files: [file] } });
    expect(onUpload).toHaveBeenCalledWith("front", file);
  });

  it("shows an upload's progress with a cancel, and closes the other side meanwhile", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<card.Uploading onCancel={onCancel} />);
    expect(screen.getByRole("progressbar", { name: "Uploading passport.jpg…" })).toBeVisible();
    expect(screen.getByRole("group", { name: "Back" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("asks only for what is still needed: the back after the front, nothing once confirmed, a rejected side again", () => {
    const { unmount } = render(<card.FrontInReview />);
    expect(within(screen.getByRole("group", { name: "Front" })).queryByLabelText("Choose a file")).toBeNull();
    expect(
      within(screen.getByRole("group", { name: "Front" })).getByText(/passport\.jpg · In review: up to 24 hours/),
    ).toBeVisible();
    expect(within(screen.getByRole("group", { name: "Back" })).getByLabelText("Choose a file")).toBeVisible();
    unmount();
    const confirmed = render(<card.Confirmed />);
    expect(screen.queryByLabelText("Choose a file")).toBeNull();
    expect(screen.getAllByText("Confirmed")[0]).toBeVisible();
    confirmed.unmount();
    render(<card.Rejected />);
    expect(
      screen.getByText("Rejected: please upload it again", { selector: ".casino-KycDocumentCard-status" }),
    ).toBeVisible();
    expect(screen.getByLabelText("Choose a file")).toBeVisible();
  });

  it("states a proof of address's age rule, and offers the camera", () => {
    render(<card.ProofOfAddress />);
    expect(screen.getByText(/no older than 6 months/)).toBeVisible();
    expect(screen.getByLabelText("Take a photo")).toHaveAttribute("capture", "environment");
  });
});
