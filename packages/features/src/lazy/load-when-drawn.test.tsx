import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { loadWhenDrawn } from "./load-when-drawn.js";

function Alert({ text }: { text: string }) {
  return <p role="alert">{text}</p>;
}

describe("loadWhenDrawn", () => {
  it("asks for nothing until it is drawn", () => {
    const load = vi.fn(() => Promise.resolve(Alert));
    loadWhenDrawn(load);
    expect(load).not.toHaveBeenCalled();
  });

  it("draws the component with its props once it has arrived", async () => {
    const load = vi.fn(() => Promise.resolve(Alert));
    const Lazy = loadWhenDrawn(load);
    render(<Lazy text="shown" />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await screen.findByRole("alert")).toHaveTextContent("shown");
    expect(load).toHaveBeenCalledOnce();
  });
});
