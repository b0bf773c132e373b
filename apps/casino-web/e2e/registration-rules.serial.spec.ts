import { randomInt } from "node:crypto";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import {
  addScript,
  controlState,
  patchRegistrationFields,
  patchSettings,
  REFERENCE_API_URL,
  settleDeposit,
  setVisitorLocation,
  verifyEmail,
} from "./reference-api";
import { acceptCookieNotice, DEMO_PASSWORD, signInWithCookie, waitForSessionServices } from "./session";

// Serial: each journey changes what every visitor is offered (the registration fields, the
// brand's windows, the mirror domains, the visitor's location, the scripts).

/** A name of this run's own, so that a retry never meets its own account. */
const unique = (prefix: string) => `${prefix}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;

test("the sign-up asks every field the server switches on, a username where the brand signs up by username, and keeps the cookies of a registered user, who then logs in by the username", async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  // The sign-up and the sign-in after it each hash a password at the reference API's shipped cost.
  test.slow();
  const restore = await patchRegistrationFields(request, { username: 1 });
  try {
    await acceptCookieNotice(context, baseURL);
    await page.goto("/?modal=signup");
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    const email = dialog.getByRole("textbox", { name: "E-mail" });
    await expect(email).toBeVisible({ timeout: 10_000 });
    // The spec's key-press filter: a space or a bracket never reaches the e-mail field.
    const username = unique("nora_");
    await email.pressSequentially(`${username} (new)@example.com`);
    await expect(email).toHaveValue(`${username}new@example.com`);
    await dialog.getByLabel("Password", { exact: true }).fill("Secret1!");
    await dialog.getByRole("textbox", { name: "Username" }).fill(username);
    await dialog.getByLabel("First name").fill("Nora");
    await dialog.getByLabel("Last name").fill("Vella");
    await dialog.getByRole("radio", { name: "Female" }).check();
    await dialog.getByRole("textbox", { name: "Phone (optional)" }).fill("99123456");
    await dialog.getByRole("textbox", { name: "Address" }).fill("1 Republic Street");
    await dialog.getByRole("textbox", { name: "City" }).fill("Valletta");
    await dialog.getByRole("textbox", { name: "Postal code" }).fill("VLT 1117");
    await dialog.getByRole("textbox", { name: "Promo code (optional)" }).fill("SPRING25");
    await dialog.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
    await dialog.getByRole("checkbox", { name: "I am 18 years old or older" }).check();
    await expectNoAxeViolations(page);
    const signUpAnswer = page.waitForResponse((response) => response.url().endsWith("/api/user/sign-up"));
    await dialog.getByRole("button", { name: "Sign up" }).click();
    // The browser now belongs to a registered user (about a year), in the account's currency (30 days).
    const setCookies = (await (await signUpAnswer).headersArray())
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    expect(setCookies.find((cookie) => cookie.startsWith("registered_user=1;"))).toMatch(/Max-Age=31536000/i);
    expect(setCookies.find((cookie) => cookie.startsWith("userCurrencyCode=EUR;"))).toMatch(/Max-Age=2592000/i);

    const welcome = page.getByRole("dialog", { name: "Welcome!" });
    await expect(welcome.getByRole("status")).toHaveText("Your account is ready and you are signed in.", {
      timeout: 20_000,
    });
    // Everything typed reached the account, as the player's own details show it.
    const details = await page.request.get("/api/user/get-user-details");
    const player = ((await details.json()) as { data: { getUser: Record<string, unknown> } }).data.getUser;
    expect(player).toMatchObject({
      email: `${username}new@example.com`,
      gender: "female",
      phoneCode: expect.stringMatching(/^\+?356$/),
      phone: "99123456",
      address: "1 Republic Street",
      city: "Valletta",
      zipCode: "VLT 1117",
      promoCode: "SPRING25",
      nickname: username,
    });
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "registered_user")?.value).toBe("1");
    expect(cookies.find((cookie) => cookie.name === "userCurrencyCode")?.value).toBe("EUR");

    // On another browser, the player logs in with the username, in another case: it is their login too.
    const elsewhere = await browser.newContext({ baseURL });
    try {
      await acceptCookieNotice(elsewhere, baseURL);
      const other = await elsewhere.newPage();
      await other.goto("/promotions?modal=login");
      const login = other.getByRole("dialog", { name: "Log in" });
      await login.getByRole("textbox", { name: "E-mail or username" }).fill(username.toUpperCase());
      await login.getByLabel("Password", { exact: true }).fill("Secret1!");
      await login.getByRole("button", { name: "Log in" }).click();
      await expect(login).toBeHidden({ timeout: 20_000 });
      await waitForSessionServices(other);
    } finally {
      await elsewhere.close();
    }
  } finally {
    await patchRegistrationFields(request, restore);
  }
});

test("registration is closed in words in a restricted country, for a whitelisted visitor too, who may still log in", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { location } = await controlState(request);
  await setVisitorLocation(request, { countryCode: "FR" });
  try {
    await acceptCookieNotice(context, baseURL);
    // Whitelisted: the restricted-country overlay lets the visitor through, the registration does not.
    await page.goto("/?whitelisted=1&modal=signup");
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await expect(dialog.getByRole("heading", { name: "Registration is closed" })).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toContainText("Registration is not available from France.");
    await expect(dialog.getByRole("form")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole("link", { name: "Log in" }).click();
    await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  } finally {
    await setVisitorLocation(request, location);
  }
});

test("registration is closed in words in the brand's hours for the visitor's country, and on a mirror domain in the mirror's hours", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The journeys' clock is 12:00 UTC: a window from 11:00 to 13:00 is shut now.
  const now = [{ from: "11:00", to: "13:00" }];
  const { settings } = await controlState(request);
  const restore = await patchSettings(request, {
    settings: { ...(settings.settings as Record<string, unknown>), registrationConfigs: { MT: now } },
  });
  try {
    await acceptCookieNotice(context, baseURL);
    await page.goto("/register");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Registration is closed" })).toBeVisible({ timeout: 10_000 });
    await expect(main).toContainText("Registration from your country is closed at this hour.");
    await expectNoAxeViolations(page);
  } finally {
    await patchSettings(request, restore);
  }

  // This site is a mirror of the brand whose own window for Malta is shut now.
  const restoreMirrors = await patchSettings(request, {
    mirrorDomain: [{ id: 9, url: baseURL ?? "", registrationConfigs: { MT: now } }],
  });
  try {
    await page.goto("/?modal=signup");
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await expect(dialog.getByRole("heading", { name: "Registration is closed" })).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toContainText("Registration on this site is closed at this hour for your country.");
    await expectNoAxeViolations(page);
  } finally {
    await patchSettings(request, restoreMirrors);
  }

  // A mirror's window closes that mirror only: with the shut window on another host, this site is open.
  const otherMirror = await patchSettings(request, {
    mirrorDomain: [{ id: 9, url: "https://mirror.example", registrationConfigs: { MT: now } }],
  });
  try {
    await page.goto("/?modal=signup");
    await expect(
      page.getByRole("dialog", { name: "Create your account" }).getByRole("textbox", { name: "E-mail" }),
    ).toBeVisible({ timeout: 10_000 });
  } finally {
    await patchSettings(request, otherMirror);
  }
});

test("a deposit is told to the back end's retargeting script as the player's deposit count", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  // A player of this journey's own, with the profile a deposit asks for.
  const email = `${unique("retarget.")}@example.com`;
  const signUp = await request.post(`${REFERENCE_API_URL}/api/user/sign-up`, {
    data: {
      email,
      password: DEMO_PASSWORD,
      currencyCode: "EUR",
      countryCode: "MT",
      dateOfBirth: "1990-01-01",
      firstName: "Rita",
      lastName: "Grech",
      city: "Valletta",
      zipCode: "VLT 1117",
      address: "1 Republic Street",
    },
  });
  const token = ((await signUp.json()) as { accessToken: string }).accessToken;
  // A deposit waits for a verified e-mail: the player follows the link they were sent.
  await verifyEmail(request, email);
  // The retargeting service's script, as the back end serves it to signed-in players: it passes the event on.
  await addScript(request, {
    key: "retargeting-deposits",
    segment: "authenticated",
    head: `<script>window.addEventListener("casino:retargeting-deposit", function (event) { document.documentElement.dataset.retargetingDeposit = event.detail.depositCount; });</script>`,
  });
  await signInWithCookie(context, baseURL, token);
  await acceptCookieNotice(context, baseURL);
  await page.goto("/promotions");
  await waitForSessionServices(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-retargeting-deposit");

  // The player pays outside the page (Skrill); the provider tells the back end, which tells the page.
  const html = page.locator("html");
  let deposits = 0;
  async function depositPaid() {
    const deposit = await request.post(`${REFERENCE_API_URL}/api/payment/deposit`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { paymentMethodId: 3, amount: 20, currencyCode: "EUR" },
    });
    expect(deposit.ok(), await deposit.text()).toBe(true);
    const { transactionId } = ((await deposit.json()) as { data: { transactionId: number } }).data;
    await settleDeposit(request, transactionId, "success");
    deposits += 1;
  }
  // The socket may still be connecting: a deposit before it is not seen, so deposit until one is.
  await expect(async () => {
    await depositPaid();
    await expect(html).toHaveAttribute("data-retargeting-deposit", /./, { timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  await expect(html).toHaveAttribute("data-retargeting-deposit", String(deposits));
  // Each further deposit is the next count, the fifth and later all "5+".
  while (deposits < 6) {
    await depositPaid();
    await expect(html).toHaveAttribute("data-retargeting-deposit", deposits >= 5 ? "5+" : String(deposits));
  }
});
