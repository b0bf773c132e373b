import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { E2E_NOW } from "./clock";
import { expect, test } from "./fixtures";
import { CONTROL_HEADERS, demoPlayerToken, REFERENCE_API_URL } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

/** Sends a chat message as a demo player through the API, as another player's browser would; answers its id. */
async function sendAs(request: APIRequestContext, email: string, text: string): Promise<number> {
  const response = await request.post(`${REFERENCE_API_URL}/api/chat/messages`, {
    headers: { Authorization: `Bearer ${await demoPlayerToken(request, email)}` },
    data: { text },
  });
  if (!response.ok()) throw new Error(`the message was refused: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { message: { id: number } } }).data.message.id;
}

/** A visitor's page in a browser of its own (a second person), on the journeys' clock. */
async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const visitor = await browser.newContext({ baseURL });
  await acceptCookieNotice(visitor, baseURL);
  const page = await visitor.newPage();
  await page.clock.install({ time: E2E_NOW });
  return page;
}

const log = (page: Page) => page.getByRole("log", { name: "Messages" });

/** Opens the chat page and waits for the chat, which loads after the page. */
async function openChat(page: Page): Promise<void> {
  await page.goto("/chat");
  await expect(log(page)).toBeVisible({ timeout: 20_000 });
}

test("a visitor opens the live chat from the footer and reads it, but cannot send", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await acceptCookieNotice(context, baseURL);
  await sendAs(request, "away@demo.casino", "Read me, visitors");
  await page.goto("/promotions");
  await page.getByRole("contentinfo").getByRole("link", { name: "Live chat" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(log(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Live chat" })).toBeVisible();
  await expect(log(page)).toContainText("Read me, visitors");
  await expect(log(page)).toContainText("Ava A.");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send" })).toHaveCount(0);
  await expect(page.getByText("Only signed-in players can send messages.")).toBeVisible();
  await page.getByRole("link", { name: "Sign in to chat" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expectNoAxeViolations(page);
});

test("a player opens the chat from the account menu, sends a message a second browser sees at once, and is told in words when sending too quickly", async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const watcher = await visitorPage(browser, baseURL);
  await openChat(watcher);
  await expect(watcher.getByText("Only signed-in players can send messages.")).toBeVisible();

  await acceptCookieNotice(context, baseURL);
  const token = await demoPlayerToken(request, "chatter@demo.casino");
  await signInWithCookie(context, baseURL, token);
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Live chat" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(log(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: "active" })).toHaveText("You are active in the chat.");
  await expect(page.getByRole("region", { name: "In the chat" })).toContainText("Chad C.");

  // Markup is sent and shown as the letters typed.
  const field = page.getByRole("textbox", { name: "Message" });
  await field.fill("Good luck <b>everyone</b>!");
  await field.press("Enter");
  await expect(field).toHaveValue("");
  await expect(log(page)).toContainText("Good luck <b>everyone</b>!");
  await expect(log(watcher)).toContainText("Good luck <b>everyone</b>!");
  await expect(log(watcher).locator("b")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Four more from the player's other tab fill the limit of five in 30 seconds.
  for (let index = 1; index <= 4; index += 1) {
    const response = await request.post(`${REFERENCE_API_URL}/api/chat/messages`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { text: `Spin ${String(index)}` },
    });
    expect(response.status()).toBe(200);
  }
  await field.fill("One too many");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "too quickly" })).toHaveText(
    /^You are sending messages too quickly\. Wait \d+ seconds, then send again\.$/,
  );
  await expect(field).toHaveValue("One too many");
  await watcher.context().close();
});

test("a player turns away after 5 minutes without activity on the page's clock, and comes back", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "away@demo.casino"));
  await openChat(page);
  const status = page.locator(".casino-ChatPanel-presence").getByRole("status");
  await expect(status).toHaveText("You are active in the chat.");

  await page.clock.fastForward("04:50");
  await expect(status).toHaveText("You are active in the chat.");
  await page.clock.fastForward("00:11");
  await expect(status).toHaveText("You are away. After 30 minutes away you leave the chat.");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "I'm back" }).click();
  await expect(status).toHaveText("You are active in the chat.");
});

test("a message a moderator removes disappears from every open chat", async ({ page, context, request, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
  const id = await sendAs(request, "away@demo.casino", "Buy cheap chips at example.test");
  await openChat(page);
  await expect(log(page)).toContainText("Buy cheap chips at example.test");

  const removal = await request.delete(`${REFERENCE_API_URL}/__control/chat/messages/${String(id)}`, {
    headers: CONTROL_HEADERS,
  });
  expect(removal.status()).toBe(200);
  await expect(log(page)).not.toContainText("Buy cheap chips at example.test");
  await page.reload();
  await expect(log(page)).toBeVisible({ timeout: 20_000 });
  await expect(log(page)).not.toContainText("Buy cheap chips at example.test");
});
