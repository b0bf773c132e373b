import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LinkProps } from "@casino/ui";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SiteHeader.stories";

const { Guest, Player, CryptoPlayer, Loading, GuestMenuOpen, PlayerMenuOpen, PlayerMenuWithCashback } =
  composeStories(stories);
const { signIn, onLogout } = stories.default.args;

describe("SiteHeader", () => {
  beforeEach(() => {
    signIn.onClick?.mockClear();
    onLogout.mockClear();
  });

  it("links the logo home and marks the current page in the navigation", () => {
    render(<Guest />);
    expect(screen.getByRole("link", { name: "Curacao Casino" })).toHaveAttribute("href", "/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Lobby" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Promotions" })).not.toHaveAttribute("aria-current");
  });

  it("offers a guest Sign in and Sign up, calling back when pressed", async () => {
    render(<Guest />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(signIn.onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Sign up" })).toBeVisible();
    expect(screen.queryByText("Balance")).not.toBeInTheDocument();
  });

  it("shows a player's total in a polite live region, the split, and Deposit as a link", () => {
    render(<Player />);
    const total = screen.getByText("€1,325.50").closest("[aria-live]");
    expect(total).toHaveAttribute("aria-live", "polite");
    expect(total).toHaveAccessibleName("Balance");
    expect(screen.getByText("€1,250.50")).toBeInTheDocument();
    expect(screen.getByText("€75.00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Deposit" })).toHaveAttribute("href", "/deposit");
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("formats a crypto balance with up to 8 decimals", () => {
    render(<CryptoPlayer />);
    expect(screen.getByText(/0\.0165/)).toBeInTheDocument();
  });

  it("opens the account menu, once its module has loaded, with the account links and logs out from it", async () => {
    render(<Player />);
    await userEvent.click(screen.getByRole("button", { name: "Account" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("opens the account menu pressed before its module had loaded, once it arrives", async () => {
    render(<Player />);
    const standIn = screen.getByRole("button", { name: "Account" });
    expect(standIn).not.toHaveAttribute("aria-expanded");
    // Pressed in the same task as the first render, before the module's import can have settled.
    fireEvent.click(standIn);
    // The module arrives within the setup's shared wait (WAIT_LIMIT, docs/testing.md "Time limits").
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Log out" })).toBeVisible();
  });

  it("holds the session's place with busy placeholders while loading", () => {
    const { container } = render(<Loading />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Deposit" })).not.toBeInTheDocument();
  });

  it("lists the navigation and the guest's actions in the phone menu", async () => {
    render(<GuestMenuOpen />);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByRole("link", { name: "Cashback" })).toHaveAttribute("href", "/cashback");
    expect(within(drawer).getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/?modal=signup");
  });

  it("lists the account links and Log out in a player's phone menu", async () => {
    render(<PlayerMenuOpen />);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByRole("link", { name: "Transactions" })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("puts the player's card at the top of the phone menu, and none for a guest", async () => {
    render(<PlayerMenuWithCashback />);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    const claim = within(drawer).getByRole("button", { name: /claim/i });
    const firstLink = within(drawer).getAllByRole("link")[0];
    if (firstLink === undefined) throw new Error("no link in the drawer");
    // The card comes before the navigation in reading order.
    expect(claim.compareDocumentPosition(firstLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("draws no card in a guest's phone menu", async () => {
    render(<GuestMenuOpen drawerCard={<p>card</p>} />);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).queryByText("card")).toBeNull();
  });

  it("opens the phone menu from the menu button and closes it on Escape", async () => {
    render(<Guest />);
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(await screen.findByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("renders its links through the site's link component", () => {
    function RouterLink({ href, children, ...props }: LinkProps) {
      return (
        <a href={href} data-router-link="" {...props}>
          {children}
        </a>
      );
    }
    render(<Player linkComponent={RouterLink} />);
    expect(screen.getByRole("link", { name: "Deposit" })).toHaveAttribute("data-router-link");
    expect(screen.getByRole("link", { name: "Promotions" })).toHaveAttribute("data-router-link");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
