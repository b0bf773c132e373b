import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { serverRendered } from "./server-rendered.js";
import { useHydrated } from "./use-hydrated.js";

function Balance({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <p>
      {label} {hydrated ? "in the browser" : "as the server drew it"}
    </p>
  );
}

const loadBalance = () => Promise.resolve({ default: Balance });

async function serverHtml(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe("serverRendered", () => {
  it("is drawn into the server's HTML from its chunk, with its props", async () => {
    const Part = serverRendered(loadBalance, <p>placeholder</p>);
    const html = await serverHtml(<Part label="balance" />);
    expect(html).toBe("<!--$--><p>balance<!-- --> <!-- -->as the server drew it</p><!--/$-->");
    expect(html).not.toContain("placeholder");
  });

  it("hydrates the server's HTML, keeping its nodes, then renders as the browser's own", async () => {
    const Part = serverRendered(loadBalance, <p>placeholder</p>);
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(<Part label="balance" />);
    const drawn = container.querySelector("p");
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Part label="balance" />);
    });
    expect(container.querySelector("p")).toBe(drawn);
    expect(drawn?.textContent).toBe("balance in the browser");
    container.remove();
  });

  it("draws the part at once where the page is not hydrated (a navigation in the tab)", async () => {
    const Part = serverRendered(loadBalance, <p>placeholder</p>);
    render(<Part label="balance" />);
    expect(await screen.findByText("balance in the browser")).toBeTruthy();
  });
});
