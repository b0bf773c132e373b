import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useRenderedNow } from "./use-rendered-now.js";

const RENDERED_AT = new Date("2026-11-23T12:00:00Z");
const BROWSER_NOW = new Date("2026-11-23T12:00:07Z");

function Instant({ renderedAt }: { renderedAt: Date | null }) {
  return <time>{useRenderedNow(renderedAt).toISOString()}</time>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useRenderedNow", () => {
  it("is the server's instant on the server and while hydrating, then the browser's clock", async () => {
    vi.useFakeTimers({ now: BROWSER_NOW, toFake: ["Date"] });
    const html = renderToString(<Instant renderedAt={RENDERED_AT} />);
    expect(html).toBe("<time>2026-11-23T12:00:00.000Z</time>");
    const container = document.createElement("div");
    container.innerHTML = html;
    const drawn = container.querySelector("time");
    await act(async () => {
      hydrateRoot(container, <Instant renderedAt={RENDERED_AT} />);
    });
    // Hydrated without a mismatch (the server's node kept), then read again at the browser's clock.
    expect(container.querySelector("time")).toBe(drawn);
    expect(drawn?.textContent).toBe("2026-11-23T12:00:07.000Z");
  });

  it("is the browser's clock at once for a part the server does not draw", () => {
    vi.useFakeTimers({ now: BROWSER_NOW, toFake: ["Date"] });
    expect(renderToString(<Instant renderedAt={null} />)).toBe("<time>2026-11-23T12:00:07.000Z</time>");
  });
});
