import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./ChatPanel.stories";

const { Player, Guest, Away, Removed, RateLimited, Empty } = composeStories(stories);

describe("ChatPanel", () => {
  it("lists the messages with author and time in the player's zone, and markup as the letters typed", () => {
    render(<Player />);
    const log = screen.getByRole("log", { name: "Messages" });
    const items = within(log).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("LuckyLeo");
    // 11:52 UTC is 12:52 in Malta.
    expect(items[0]).toHaveTextContent("12:52");
    expect(items[2]).toHaveTextContent("<b>Nice!</b> Markup stays as typed:");
    expect(log.querySelector("b")).toBeNull();
  });

  it("shows who is in the chat, the away ones marked", () => {
    render(<Player />);
    const people = screen.getByRole("region", { name: "In the chat" });
    expect(within(people).getByText(/Marta K\./)).toHaveTextContent("Marta K. (away)");
  });

  it("offers a guest sign-in instead of the field", () => {
    render(<Guest />);
    expect(screen.getByRole("link", { name: "Sign in to chat" })).toHaveAttribute("href", "?modal=login");
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  });

  it("sends the typed message with Enter and empties the field once sent", async () => {
    const onSend = vi.fn(() => true);
    render(<Player onSend={onSend} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(field, "Good luck all{Enter}");
    expect(onSend).toHaveBeenCalledWith("Good luck all");
    expect(field).toHaveValue("");
  });

  it("keeps the text when the message was not sent", async () => {
    render(<Player onSend={() => false} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(field, "hello");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(field).toHaveValue("hello");
  });

  it("says what is wrong with an empty or too long message and sends nothing", async () => {
    const onSend = vi.fn(() => true);
    render(<Player onSend={onSend} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      expect.stringContaining("Write a message first."),
    );
    await userEvent.click(screen.getByRole("textbox", { name: "Message" }));
    await userEvent.paste("a".repeat(301));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("A message holds at most 300 characters.")).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("says a refusal for sending too quickly in words, with the seconds to wait", () => {
    render(<RateLimited />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "You are sending messages too quickly. Wait 24 seconds, then send again.",
    );
  });

  it("lets an active player set themselves away, and an away player come back", async () => {
    const onAwayChange = vi.fn();
    const { unmount } = render(<Player onAwayChange={onAwayChange} />);
    expect(screen.getByRole("status")).toHaveTextContent("You are active in the chat.");
    await userEvent.click(screen.getByRole("button", { name: "Set me away" }));
    expect(onAwayChange).toHaveBeenLastCalledWith(true);
    unmount();
    render(<Away onAwayChange={onAwayChange} />);
    expect(screen.getByRole("status")).toHaveTextContent("You are away. After 30 minutes away you leave the chat.");
    await userEvent.click(screen.getByRole("button", { name: "I'm back" }));
    expect(onAwayChange).toHaveBeenLastCalledWith(false);
  });

  it("asks a removed player to rejoin before writing", async () => {
    const onRejoin = vi.fn();
    render(<Removed onRejoin={onRejoin} />);
    expect(screen.getByRole("status")).toHaveTextContent("You left the chat after 30 minutes away.");
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Rejoin the chat" }));
    expect(onRejoin).toHaveBeenCalled();
  });

  it("says when there are no messages and nobody in the chat", () => {
    render(<Empty />);
    expect(screen.getByText("No messages yet.")).toBeInTheDocument();
    expect(screen.getByText("Nobody is in the chat right now.")).toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
