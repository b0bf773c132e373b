import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, patchSettings } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

// Serial: the brand's inactivity timeout (30 minutes in the seed) would end the session before a
// player 5 minutes idle has been away for 30; this journey lengthens it for every visitor.
let restore: Record<string, unknown> = {};

test.beforeAll(async ({ request }) => {
  restore = await patchSettings(request, { inactivitySessionTimeout: 120 });
});

test.afterAll(async ({ request }) => {
  await patchSettings(request, restore);
});

test("a player away for 30 minutes on the page's clock leaves the chat, is told so in words, and may rejoin", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "away@demo.casino"));
  await page.goto("/chat");
  await expect(page.getByRole("log", { name: "Messages" })).toBeVisible({ timeout: 20_000 });
  const status = page.locator(".casino-ChatPanel-presence").getByRole("status");
  await expect(status).toHaveText("You are active in the chat.");

  // Away after 5 minutes without activity, then 30 minutes away.
  await page.clock.fastForward("05:01");
  await expect(status).toHaveText("You are away. After 30 minutes away you leave the chat.");
  await page.clock.fastForward("29:50");
  await expect(status).toHaveText("You are away. After 30 minutes away you leave the chat.");
  await page.clock.fastForward("00:11");
  await expect(status).toHaveText("You left the chat after 30 minutes away.");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Rejoin the chat" }).click();
  await expect(status).toHaveText("You are active in the chat.");
});
