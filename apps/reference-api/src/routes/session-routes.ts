import { randomBytes } from "node:crypto";
import * as v from "valibot";
import { idempotent } from "../http/idempotency.ts";
import { DEFAULT_PATHS, loginRequestSchema, logoutRequestSchema, signUpRequestSchema } from "@casino/api-client";
import {
  internationalPhoneNumber,
  registrationClosedReason,
  usernameSchema,
  linkedSignUpSchema,
  loginIdentifier,
  loginIdentifierKind,
  signUpModes,
  validateDateOfBirth,
  validateEmail,
  validatePassword,
  validatePhone,
} from "@casino/domain";
import type { Hono } from "hono";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requireSession } from "../http/auth.ts";
import { clientAddress } from "../http/client-address.ts";
import { readJson, validate } from "../http/read-body.ts";
import { emptyProfile } from "../players/default-profile.ts";
import { phoneAccountAddress } from "../players/phone-account.ts";
import { CATALOG } from "../seed/seed-database.ts";
import type { ServerContext } from "../server-context.ts";
import { currenciesOf, settingsOf } from "../services/catalog.ts";
import { conflict, tooManyRequests, unprocessable } from "../http/refusals.ts";
import { takeFromBoth } from "../http/rate-limiter.ts";
import { leaveChat } from "../services/chat.ts";
import { sendVerificationEmail } from "../services/mail.ts";
import { isVisitorRestricted } from "../services/visitor-location.ts";
import { userFields } from "../services/user-details.ts";

/** Refuses a field with the spec's message key, in the error body the client reads. */
function invalidField(field: string, messageKey: string): ApiFailure {
  return new ApiFailure(400, "VALIDATION_ERROR", `${field}: ${messageKey}`, {
    issues: [{ field, message: messageKey }],
  });
}

/**
 * A one-click account's made-up login (an address on the brand's empty-e-mail domain, which the
 * profile shows as not set) and password (under every composition rule).
 */
function oneClickCredentials(emptyEmailDomain: string): { login: string; password: string } {
  const id = randomBytes(5).readUIntBE(0, 5).toString().padStart(8, "0").slice(-8);
  return { login: `player${id}@${emptyEmailDomain}`, password: `${randomBytes(9).toString("base64url")}Q7a!` };
}

/** Login, sign-up, logout and the realtime socket's ticket (see the README, "Login" and "Sessions"). */
export function registerSessionRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post(DEFAULT_PATHS.login, async (c) => {
    const body = await readJson(c, loginRequestSchema);
    const { loginByAddress, loginByAccount } = ctx.rateLimits;
    const address = clientAddress(c, ctx);
    // A phone account signs in with its number in international form (`docs/features.md`,
    // "Registration"): every spelling of one number (spaces, dashes, brackets) is one login.
    // A player who signed up by username signs in with it in the same field (`docs/features.md`, "Session and sign-in").
    const kind = loginIdentifierKind(body.email);
    const login =
      kind === "phone"
        ? phoneAccountAddress(loginIdentifier(body.email), settingsOf(ctx).emptyEmailDomain)
        : body.email.trim();
    // The account's tries are counted on that login, so a respelled number is the same account.
    const account = login.toLowerCase();
    const at = ctx.clock.now();
    // Tries are counted per address (password spraying) and per account (guessing one password).
    // Each try takes its place before the slow hash, in one step with the check: tries sent
    // together cannot all pass the check first, and once either count is full every try waits,
    // the right one too, without a hash. A right password gives its place back.
    const retryAfterMs = takeFromBoth([loginByAddress, address], [loginByAccount, account], at);
    if (retryAfterMs > 0)
      throw tooManyRequests("TOO_MANY_ATTEMPTS", "Too many login attempts; try again later", retryAfterMs);
    const player = kind === "username" ? ctx.store.players.byUsername(login) : ctx.store.players.byEmail(login);
    // An unknown e-mail is checked against a hash of the same cost, so it takes as long as a wrong password.
    const matches = await ctx.passwords.verify(body.password, player?.passwordHash ?? ctx.passwords.dummyHash);
    if (!player || !matches) throw unprocessable("INVALID_CREDENTIALS", "The e-mail or password is incorrect");
    loginByAddress.giveBack(address, at);
    loginByAccount.reset(account);
    const now = ctx.clock.now().toISOString();
    const token = ctx.store.sessions.open(player.id, ctx.visitor.location.ip, now);
    const previous = ctx.store.sessions.previous(player.id);
    return c.json({
      success: true,
      accessToken: token,
      lastLogin: previous
        ? { created_at: previous.createdAt, ip: previous.ip, location: ctx.visitor.location.countryCode }
        : null,
      locale: player.profile.preferredLanguage,
      cpnc: body.cpnc ?? player.profile.cpnc,
      userId: player.id,
    });
  });

  // A sign-up sent again after an answer that never came (a timeout) gets the first answer, not
  // "this e-mail is taken": the client sends the same Idempotency-Key with the same form.
  app.post(DEFAULT_PATHS.signUp, idempotent(ctx, { visitor: true }), async (c) => {
    const body = await readJson(c, signUpRequestSchema);
    const now = ctx.clock.now();
    const settings = settingsOf(ctx);
    const location = ctx.visitor.location;
    // The registration form is unavailable in restricted countries (`docs/features.md`, "Registration").
    if (isVisitorRestricted(ctx)) {
      throw unprocessable("COUNTRY_RESTRICTED", `Registration is not available in ${location.countryCode}`);
    }
    const deviceType = body.userDeviceType === "mobile" ? "mobile" : "desktop";
    // A sign-up from a mirror domain names it (`mirrorDomainFk`), whose own windows apply too.
    const mirror =
      body.mirrorDomainFk == null
        ? null
        : (settings.mirrorDomain.find((domain) => String(domain.id) === String(body.mirrorDomainFk)) ?? null);
    const closed = registrationClosedReason({
      restricted: false,
      now,
      countryCode: location.countryCode,
      deviceType,
      registrationWindows: settings.settings.registrationConfigs,
      mirror,
    });
    if (closed !== null) {
      const where = closed === "mirror-closed-hours" ? `on ${mirror?.url ?? "this mirror"} ` : "";
      throw unprocessable(
        "REGISTRATION_CLOSED",
        `Registration from ${location.countryCode} on ${deviceType} ${where}is closed at this hour`,
      );
    }
    // Where the brand signs up by username, the username is checked as the form checks it.
    if (body.username != null && body.username !== "" && !v.safeParse(usernameSchema, body.username).success)
      throw invalidField("username", "form.validation.invalid.format");
    const linked = body.linkAccount === true || Boolean(body.linkedAccountUuid);
    if (linked) {
      // A linked (third-party) sign-up fills the profile at once: the domain's form schema applies
      // (`docs/features.md`, "Linked sign-up"). The terms box is the form's own; a submitted form had it ticked.
      const phoneEnabled = (ctx.store.catalog.get<Record<string, number>>(CATALOG.registrationFields).phone ?? 0) !== 0;
      validate(linkedSignUpSchema({ now, phoneEnabled }), {
        email: body.email ?? "",
        phoneCode: body.phoneCode ?? "",
        phone: body.phone ?? "",
        firstName: body.firstName ?? "",
        lastName: body.lastName ?? "",
        dateOfBirth: body.dateOfBirth ?? "",
        address: body.address ?? "",
        terms: true,
        newsLetter: body.newsLetter ?? false,
      });
    }
    // What the third party vouched for must still be waiting: unknown, used or expired is refused.
    const linkedAccount = linked ? ctx.store.linkedAccounts.pending(body.linkedAccountUuid ?? "", now) : undefined;
    if (linked && !linkedAccount)
      throw unprocessable("LINKED_ACCOUNT_NOT_FOUND", "No sign-in with a third party is waiting under this id");
    // The account opens under the address the third party vouched for, not another one.
    if (linkedAccount?.email && linkedAccount.email.toLowerCase() !== (body.email ?? "").trim().toLowerCase())
      throw unprocessable(
        "LINKED_ACCOUNT_EMAIL_MISMATCH",
        "The e-mail address must be the one the third party vouched for",
      );
    // One click: neither e-mail nor password; the back end makes up both and answers them once
    // (docs/features.md, "Registration").
    const oneClick = body.password === undefined && !body.email;
    if (oneClick && !signUpModes(settings.registrationModes).includes("oneClick"))
      throw unprocessable("ONE_CLICK_DISABLED", "One-click registration is not offered");
    // By phone: a number and a password, no e-mail; the number is the login.
    const byPhone = !oneClick && !body.email && Boolean(body.phone);
    if (byPhone) {
      if (!signUpModes(settings.registrationModes).includes("phone"))
        throw unprocessable("PHONE_SIGN_UP_DISABLED", "Registration by phone number is not offered");
      const phoneKey = validatePhone(body.phoneCode ?? "", body.phone ?? "");
      if (phoneKey) throw invalidField("phone", phoneKey);
    }
    const credentials = oneClick ? oneClickCredentials(settings.emptyEmailDomain) : null;
    const phoneLogin = byPhone
      ? phoneAccountAddress(internationalPhoneNumber(body.phoneCode ?? "", body.phone ?? ""), settings.emptyEmailDomain)
      : null;
    const emailKey = validateEmail(credentials?.login ?? phoneLogin ?? body.email);
    if (emailKey) throw invalidField("email", emailKey);
    const email = credentials?.login ?? phoneLogin ?? body.email ?? "";
    const taken = () =>
      byPhone
        ? conflict("PHONE_ALREADY_EXISTS", "An account with this phone number already exists")
        : conflict("EMAIL_ALREADY_EXISTS", "An account with this e-mail already exists");
    // A linked account signs in through the third party that linked it: it gets a password no one knows.
    const password =
      credentials?.password ?? body.password ?? (linked ? randomBytes(24).toString("base64url") : undefined);
    const passwordKey =
      linked && body.password === undefined ? null : validatePassword(password, settings.formFieldsValidation.password);
    if (passwordKey) throw invalidField("password", passwordKey);
    // The age rule: a birth date given is always checked; an e-mail or phone sign-up must give one
    // when the brand's registration fields ask for it (one click asks only the currency, and a
    // player without a birth date is asked for it before depositing: services/deposit-checks.ts).
    const fields = ctx.store.catalog.get<Record<string, number>>(CATALOG.registrationFields);
    const birthDateAsked = !oneClick && (fields.dateOfBirth ?? 0) !== 0;
    if (body.dateOfBirth || birthDateAsked) {
      const dobKey = validateDateOfBirth(body.dateOfBirth, now);
      if (dobKey) throw invalidField("dateOfBirth", dobKey);
    }
    const currencyCode = body.currencyCode ?? "EUR";
    if (!currenciesOf(ctx).some((currency) => currency.code === currencyCode))
      throw invalidField("currencyCode", "form.validation.invalid.format");
    if (ctx.store.players.byEmail(email)) throw taken();
    const username = body.username == null || body.username.trim() === "" ? null : body.username.trim();
    const refuseTakenUsername = () => {
      if (username !== null && ctx.store.players.byUsername(username) !== undefined)
        throw conflict("USERNAME_ALREADY_EXISTS", "An account with this username already exists");
    };
    refuseTakenUsername();

    const profile = {
      ...emptyProfile(currencyCode),
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      countryCode: body.countryCode ?? location.countryCode,
      dateOfBirth: body.dateOfBirth ?? null,
      address: body.address ?? null,
      city: body.city ?? null,
      zipCode: body.zipCode ?? null,
      phoneCode: body.phoneCode ?? null,
      phone: body.phone ?? null,
      gender: body.gender ?? null,
      nickname: username,
      username,
      promoCode: body.promoCode ?? null,
      preferredLanguage: body.preferredLanguage ?? "en",
      cpnc: body.cpnc ?? null,
      mkt: body.mkt ?? null,
    };
    const passwordHash = await ctx.passwords.hash(password ?? "");
    // Checked again after the hash: another sign-up with this e-mail or username may have finished meanwhile.
    if (ctx.store.players.byEmail(email)) throw taken();
    refuseTakenUsername();
    const { player, token } = ctx.store.transaction(() => {
      const id = ctx.store.players.create({
        email,
        passwordHash,
        profile,
        cashMinor: 0,
        nonCashMinor: 0,
        createdAt: now.toISOString(),
      });
      // Another sign-up may have used the same third party's word meanwhile: one account per sign-in.
      if (linkedAccount && !ctx.store.linkedAccounts.use(linkedAccount.uuid, id))
        throw unprocessable("LINKED_ACCOUNT_NOT_FOUND", "This sign-in with a third party was already used");
      const created = ctx.store.players.byId(id);
      if (!created) throw new Error("The new player was not stored");
      return { player: created, token: ctx.store.sessions.open(id, location.ip, now.toISOString()) };
    });
    // A made-up address has no mailbox to verify.
    if (!credentials && !byPhone) sendVerificationEmail(ctx, player);
    return c.json({ success: true, accessToken: token, createUser: userFields(player), credentials });
  });

  app.post(DEFAULT_PATHS.logout, async (c) => {
    const { session, player } = requireSession(c, ctx);
    const body = await readJson(c, logoutRequestSchema);
    // The session ends for good: the token is refused from now on, and its sockets are closed.
    ctx.store.sessions.end(session.tokenHash, ctx.clock.now().toISOString());
    ctx.realtime.disconnectSessions([session.tokenHash]);
    leaveChat(ctx, player.id);
    return c.json({ success: true, message: `Logged out (${body.reason})` });
  });

  app.post(DEFAULT_PATHS.socketTicket, (c) => {
    const { player, session } = requireSession(c, ctx);
    return c.json({ success: true, data: ctx.socketTickets.issue(player.id, session.tokenHash, ctx.clock.now()) });
  });
}
