import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deferred, type DeferredPopupProps } from "./Deferred";

function Popup({ trigger, defaultOpen }: DeferredPopupProps) {
  return (
    <>
      {trigger}
      {defaultOpen ? <div role="menu">the popup, open</div> : <div>the popup, closed</div>}
    </>
  );
}

const button = <button type="button">Account</button>;

describe("deferred", () => {
  it("loads nothing until the button is reached for, then opens on the press", async () => {
    const load = vi.fn(() => Promise.resolve(Popup));
    const Deferred = deferred(load);
    render(<Deferred trigger={button} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole("button", { name: "Account" }));
    expect(load).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Account" }));
    expect(await screen.findByRole("menu")).toHaveTextContent("the popup, open");
  });

  it("keeps the button in place until the press, even when the popup arrives as the pointer goes down", async () => {
    const load = vi.fn(() => Promise.resolve(Popup));
    const Deferred = deferred(load);
    render(<Deferred trigger={button} />);
    fireEvent.pointerDown(screen.getByRole("button", { name: "Account" }));
    // The module arrives before the pointer comes up.
    await act(() => Promise.resolve());
    expect(screen.queryByText("the popup, closed")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Account" }));
    expect(await screen.findByRole("menu")).toHaveTextContent("the popup, open");
  });

  it("loads on a press from the keyboard, which brings no pointer", async () => {
    const load = vi.fn(() => Promise.resolve(Popup));
    const Deferred = deferred(load);
    render(<Deferred trigger={button} />);
    fireEvent.click(screen.getByRole("button", { name: "Account" }));
    expect(await screen.findByRole("menu")).toBeInTheDocument();
  });

  it("loads at once a popup that mounts open", async () => {
    const load = vi.fn(() => Promise.resolve(Popup));
    const Deferred = deferred(load);
    render(<Deferred trigger={button} defaultOpen />);
    expect(await screen.findByRole("menu")).toBeInTheDocument();
  });
});
