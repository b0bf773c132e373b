import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { browserRouter } from "./browser-router.js";
import { Link, RouterProvider, useNavigation, usePathname, useSearchParams } from "./router-adapter.js";

function Where() {
  const pathname = usePathname();
  const modal = useSearchParams().get("modal");
  const navigation = useNavigation();
  return (
    <>
      <p>
        at {pathname} modal {modal ?? "none"}
      </p>
      <button type="button" onClick={() => navigation.replace("/casino?modal=login", { scroll: false })}>
        sign in
      </button>
      <Link href="/promotions">Promotions</Link>
      <Link href="/promotions" target="_blank">
        Promotions in a new tab
      </Link>
    </>
  );
}

const renderWhere = () =>
  render(
    <RouterProvider adapter={browserRouter}>
      <Where />
    </RouterProvider>,
  );

afterEach(() => window.history.replaceState(null, "", "/"));

describe("browserRouter", () => {
  it("follows a link of the site without reloading, and the features see the new address", () => {
    renderWhere();
    fireEvent.click(screen.getByRole("link", { name: "Promotions" }));
    expect(window.location.pathname).toBe("/promotions");
    expect(screen.getByText("at /promotions modal none")).toBeTruthy();
  });

  it("leaves a click that opens a new tab to the browser", () => {
    renderWhere();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole("link", { name: "Promotions in a new tab" }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.location.pathname).toBe("/");
  });

  it("replaces the address with a query a feature reads (a modal opened by query string)", () => {
    renderWhere();
    const before = window.history.length;
    fireEvent.click(screen.getByRole("button", { name: "sign in" }));
    expect(screen.getByText("at /casino modal login")).toBeTruthy();
    expect(window.history.length).toBe(before);
  });

  it("follows the browser's back button", () => {
    renderWhere();
    fireEvent.click(screen.getByRole("link", { name: "Promotions" }));
    act(() => {
      window.history.replaceState(null, "", "/tournaments");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByText("at /tournaments modal none")).toBeTruthy();
  });
});

describe("a feature outside RouterProvider", () => {
  it("says which provider is missing", () => {
    expect(() => render(<Where />)).toThrow("wrap the app in <RouterProvider");
  });
});
