import { createApiClient } from "@casino/api-client";
import { useApiClient } from "@casino/api-client/react";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SessionProvider } from "../session/SessionProvider.js";
import { WithRenderedApiClient } from "./rendered-api-client.js";
import { publishTabApiClient } from "./tab-api-client.js";

function Logo() {
  return <img alt="" src={useApiClient().assetUrl("/api/core/casino/assets/payments/visa.svg")} />;
}

const part = (
  <SessionProvider authenticated>
    <WithRenderedApiClient>
      <Logo />
    </WithRenderedApiClient>
  </SessionProvider>
);

describe("WithRenderedApiClient", () => {
  it("draws on the server with a client of its own, inert, its pictures on the site's own origin", () => {
    expect(renderToString(part)).toContain(
      '<div style="display:contents" inert=""><img alt="" src="/api/core/casino/assets/payments/visa.svg"/></div>',
    );
  });

  it("hydrates the server's HTML, takes input once hydrated, and moves to the tab's client once it is there", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(part);
    const picture = container.querySelector("img");
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, part);
    });
    expect(container.querySelector("img")).toBe(picture);
    expect(container.querySelector("[inert]")).toBeNull();
    await act(async () => {
      publishTabApiClient(createApiClient({ baseUrl: "https://casino.example" }));
    });
    expect(container.querySelector("img")).toBe(picture);
    expect(picture?.getAttribute("src")).toBe("https://casino.example/api/core/casino/assets/payments/visa.svg");
    container.remove();
  });
});
