import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserRouter } from "../router/browser-router.js";
import { RouterProvider, type RouterAdapter } from "../router/router-adapter.js";
import { GoBackButton } from "./GoBackButton.js";
import { PAGE_HISTORY_STORAGE_KEY, readPageHistory } from "./page-history-store.js";

function renderAt(pathname: string) {
  const push = vi.fn();
  const adapter: RouterAdapter = {
    Link: browserRouter.Link,
    usePathname: () => pathname,
    useSearchParams: () => new URLSearchParams(),
    useNavigation: () => ({ push, replace: vi.fn(), refresh: vi.fn() }),
  };
  render(
    <RouterProvider adapter={adapter}>
      <GoBackButton locale="de" label="Zurück" />
    </RouterProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Zurück" }));
  return push;
}

describe("GoBackButton", () => {
  afterEach(() => window.sessionStorage.clear());

  it("goes to the page before, and drops this page from the history", () => {
    window.sessionStorage.setItem(PAGE_HISTORY_STORAGE_KEY, JSON.stringify(["/de/promotions", "/de/missing"]));
    expect(renderAt("/de/missing")).toHaveBeenCalledWith("/de/promotions");
    expect(readPageHistory()).toEqual(["/de/promotions"]);
  });

  it("goes to the page before when pressed before this page was noted", () => {
    window.sessionStorage.setItem(PAGE_HISTORY_STORAGE_KEY, JSON.stringify(["/de/promotions"]));
    expect(renderAt("/de/missing")).toHaveBeenCalledWith("/de/promotions");
  });

  it("falls to the locale's root with no page before", () => {
    expect(renderAt("/de/missing")).toHaveBeenCalledWith("/de");
  });
});
