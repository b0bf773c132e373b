import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { browserOnly } from "./browser-only.js";

function Clock({ label }: { label: string }) {
  return <p>{label} drawn in the browser</p>;
}

const loadClock = () => Promise.resolve({ default: Clock });

describe("browserOnly", () => {
  it("renders the fallback on the server, so the part never reads the clock there", () => {
    const Part = browserOnly(loadClock, <p>placeholder</p>);
    expect(renderToString(<Part label="cashback" />)).toBe("<p>placeholder</p>");
  });

  it("draws the part from its chunk in the browser, with its props", async () => {
    const Part = browserOnly(loadClock, <p>placeholder</p>);
    render(<Part label="cashback" />);
    expect(await screen.findByText("cashback drawn in the browser")).toBeTruthy();
  });
});
