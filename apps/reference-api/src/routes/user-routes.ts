import { idempotent } from "../http/idempotency.ts";
import {
  DEFAULT_PATHS,
  logEventRequestSchema,
  resendVerificationEmailRequestSchema,
  resetPasswordRequestSchema,
  sendCredentialsRequestSchema,
  updateUserDetailsRequestSchema,
  verifyEmailRequestSchema,
} from "@casino/api-client";
import {
  givenBirthDate,
  isPlaceholderEmail,
  PROFILE_FIELDS,
  profileFieldStates,
  profileFormSchema,
  profileFormValues,
  validateEmail,
  validatePassword,
} from "@casino/domain";
import type { Hono } from "hono";
import * as v from "valibot";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { takeFromBoth } from "../http/rate-limiter.ts";
import { optionalPlayer, requirePlayer, requireSession } from "../http/auth.ts";
import { clientAddress } from "../http/client-address.ts";
import { readJson } from "../http/read-body.ts";
import type { PlayerProfile } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { settingsOf } from "../services/catalog.ts";
import { conflict, tooManyRequests, unprocessable } from "../http/refusals.ts";
import { sendCredentialsEmail, sendResetPasswordEmail, sendVerificationEmail } from "../services/mail.ts";
import { userDetails, userFields } from "../services/user-details.ts";
import { walletFiguresOf } from "../services/wallet-figures.ts";

type ProfileField = (typeof PROFILE_FIELDS)[number];

/** User details, profile update, password and e-mail helpers, event log. */
export function registerUserRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.userDetails, (c) => {
    const player = requirePlayer(c, ctx);
    return c.json({ success: true, data: userDetails(ctx, player) });
  });

  app.get(DEFAULT_PATHS.walletFigures, (c) =>
    c.json({ success: true, data: walletFiguresOf(ctx, requirePlayer(c, ctx)) }),
  );

  // Keyed: a password change sent again after a lost answer gets the first answer (`docs/features.md`, "Passwords").
  app.put(DEFAULT_PATHS.updateUserDetails, idempotent(ctx), async (c) => {
    const { player, session } = requireSession(c, ctx);
    const body = await readJson(c, updateUserDetailsRequestSchema);
    const settings = settingsOf(ctx);

    if (body.password !== undefined || body.currentPassword !== undefined) {
      if (!(await ctx.passwords.verify(body.currentPassword ?? "", player.passwordHash))) {
        throw unprocessable("WRONG_CURRENT_PASSWORD", "The current password is wrong");
      }
      const key = validatePassword(body.password, settings.formFieldsValidation.password);
      if (key)
        throw new ApiFailure(400, "VALIDATION_ERROR", `password: ${key}`, {
          issues: [{ field: "password", message: key }],
        });
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
        throw new ApiFailure(400, "VALIDATION_ERROR", "Passwords must match", {
          issues: [{ field: "confirmPassword", message: "Passwords must match" }],
        });
      }
      const passwordHash = await ctx.passwords.hash(body.password ?? "");
      // A changed password ends every other session: whoever else held one is out.
      const ended = ctx.store.transaction(() => {
        ctx.store.players.setPasswordHash(player.id, passwordHash);
        return ctx.store.sessions.endOthers(player.id, session.tokenHash, ctx.clock.now().toISOString());
      });
      ctx.realtime.disconnectSessions(ended);
      return c.json({ success: true, message: "Your password has been changed" });
    }

    const user = { ...userFields(player) } as Parameters<typeof profileFieldStates>[0];
    const now = ctx.clock.now();
    const current = profileFormValues(user);
    // Each field as the form reads it: a birth date left empty, or sent back as the 1900
    // placeholder, is none given, so it never becomes a real one (`docs/features.md`, "Birthday picker").
    const asked = (field: ProfileField): string =>
      field === "dateOfBirth" ? givenBirthDate(body.dateOfBirth) : (body[field] ?? "");
    const changed = PROFILE_FIELDS.filter((field) => body[field] !== undefined && asked(field) !== current[field]);
    if (changed.length === 0) return c.json({ success: true, message: "Nothing to update" });

    // The rule the form applies (`docs/features.md`, "Profile") is enforced here too: a locked field cannot change.
    const states = profileFieldStates(user, {
      theme: settings.theme,
      onDepositShowAllField: settings.onDepositShowAllField,
    });
    const locked = changed.filter((field) => states[field].locked);
    if (locked.length > 0) {
      throw conflict("FIELD_LOCKED", `These fields can no longer be changed: ${locked.join(", ")}`, { fields: locked });
    }

    const merged: Record<ProfileField, string> = { ...current };
    for (const field of changed) merged[field] = asked(field);
    const checked = v.safeParse(profileFormSchema({ now, addressRequired: !settings.allowDepWithoutAddress }), merged);
    if (!checked.success) {
      const issues = checked.issues.map((issue) => ({
        field: v.getDotPath(issue) ?? "(body)",
        message: issue.message,
      }));
      throw new ApiFailure(
        400,
        "VALIDATION_ERROR",
        `Please check fields with errors: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join("; ")}`,
        { issues },
      );
    }

    const profile: PlayerProfile = { ...player.profile };
    let email = player.email;
    let emailChanged = false;
    for (const field of changed) {
      const value = field === "dateOfBirth" ? asked(field) || null : (body[field] ?? null);
      if (field === "email") {
        if (value && value.toLowerCase() !== player.email.toLowerCase() && ctx.store.players.byEmail(value)) {
          throw conflict("EMAIL_ALREADY_EXISTS", "An account with this e-mail already exists");
        }
        email = value ?? player.email;
        profile.isEmailVerified = false;
        emailChanged = true;
      } else {
        profile[field] = value;
      }
    }
    if (body.onChangeResetKyc === true) profile.kycStatus = "NOT_STARTED";
    ctx.store.transaction(() => {
      ctx.store.players.setProfile(player.id, profile);
      if (email !== player.email) ctx.store.players.setEmail(player.id, email);
      // A link sent to the old address must not verify the new one.
      if (emailChanged) ctx.store.outbox.revoke(player.id, "verify-email", now.toISOString());
    });
    return c.json({ success: true, message: "Your profile has been updated", data: { updated: changed } });
  });

  app.post(DEFAULT_PATHS.resetPassword, async (c) => {
    const body = await readJson(c, resetPasswordRequestSchema);
    const now = ctx.clock.now();
    if ("email" in body && typeof body.email === "string") {
      // The same answer whether or not the address is known: no account probing.
      const player = ctx.store.players.byEmail(body.email);
      if (player) sendResetPasswordEmail(ctx, player);
      ctx.store.events.add(player?.id ?? null, "RESET_PASSWORD_REQUESTED", { email: body.email }, now.toISOString());
      return c.json({ success: true, message: "If the address is registered, a reset link is on its way" });
    }
    // The schema is a union: a body without an e-mail string passed it as the token form.
    const { token, password, confirmPassword } = body as { token: string; password: string; confirmPassword?: string };
    const message = ctx.store.outbox.byToken("reset-password", token);
    const player = message?.playerId == null ? undefined : ctx.store.players.byId(message.playerId);
    if (!message || !player) throw unprocessable("RESET_TOKEN_INVALID", "The reset link is invalid");
    if (message.usedAt !== null) throw unprocessable("RESET_TOKEN_USED", "The reset link has already been used");
    if (message.expiresAt !== null && message.expiresAt <= now.toISOString())
      throw unprocessable("RESET_TOKEN_EXPIRED", "The reset link has expired");
    const key = validatePassword(password, settingsOf(ctx).formFieldsValidation.password);
    if (key)
      throw new ApiFailure(400, "VALIDATION_ERROR", `password: ${key}`, {
        issues: [{ field: "password", message: key }],
      });
    if (confirmPassword !== undefined && confirmPassword !== password) {
      throw new ApiFailure(400, "VALIDATION_ERROR", "Passwords must match", {
        issues: [{ field: "confirmPassword", message: "form.validation.invalid.passwords.match" }],
      });
    }
    const passwordHash = await ctx.passwords.hash(password);
    // A reset ends every session: whoever held the old password is out.
    const ended = ctx.store.transaction(() => {
      if (!ctx.store.outbox.use(message.id, now.toISOString()))
        throw unprocessable("RESET_TOKEN_USED", "The reset link has already been used");
      ctx.store.players.setPasswordHash(player.id, passwordHash);
      return ctx.store.sessions.endOthers(player.id, "", now.toISOString());
    });
    ctx.realtime.disconnectSessions(ended);
    return c.json({ success: true, message: "Your password has been changed. Log in with the new one." });
  });

  // The saved login and password of the signed-in player's own account, in our own words: only
  // the account's real credentials (the password checked against its hash), never any other text.
  // An account with a mailbox gets them there; a one-click account, which has none, at the address
  // its player names. A few an hour per account (`docs/security.md`).
  app.post(DEFAULT_PATHS.sendCredentials, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, sendCredentialsRequestSchema);
    const emailKey = validateEmail(body.email);
    if (emailKey)
      throw new ApiFailure(400, "VALIDATION_ERROR", `email: ${emailKey}`, {
        issues: [{ field: "email", message: emailKey }],
      });
    const hasMailbox = !isPlaceholderEmail(player.email, settingsOf(ctx).emptyEmailDomain);
    if (hasMailbox && body.email.trim().toLowerCase() !== player.email.toLowerCase())
      throw unprocessable("CREDENTIALS_ADDRESS_NOT_OWN", "The credentials go only to the account's own address");
    if ((body.login ?? "").trim().toLowerCase() !== player.email.toLowerCase())
      throw unprocessable("INVALID_CREDENTIALS", "These are not this account's login and password");
    const now = ctx.clock.now();
    const retryAfterMs = ctx.rateLimits.credentialsByAccount.take(String(player.id), now);
    if (retryAfterMs > 0)
      throw tooManyRequests("TOO_MANY_REQUESTS", "Too many credentials e-mails; try again later", retryAfterMs);
    if (!(await ctx.passwords.verify(body.password ?? "", player.passwordHash)))
      throw unprocessable("INVALID_CREDENTIALS", "These are not this account's login and password");
    sendCredentialsEmail(ctx, body.email.trim(), player.id, { login: player.email, password: body.password ?? "" });
    ctx.store.events.add(player.id, "CREDENTIALS_SENT", { email: body.email }, now.toISOString());
    return c.json({ success: true, message: `The credentials were sent to ${body.email}` });
  });

  // The same answer for a known address, an unknown one and a verified one (no account probing),
  // and a few an hour per client address and per e-mail address: no mail bomb through it.
  app.post(DEFAULT_PATHS.resendVerificationEmail, async (c) => {
    const body = await readJson(c, resendVerificationEmailRequestSchema);
    const signedIn = optionalPlayer(c, ctx);
    const email = (signedIn?.email ?? body.email ?? "").trim().toLowerCase();
    if (!signedIn && !email)
      throw unprocessable("VERIFICATION_EMAIL_NOT_SENT", "Verification email not sent: no address");
    if (signedIn?.profile.isEmailVerified)
      throw conflict("EMAIL_ALREADY_VERIFIED", "This e-mail address is already verified");
    const now = ctx.clock.now();
    const { verificationByAddress, verificationByEmail } = ctx.rateLimits;
    const address = clientAddress(c, ctx);
    const retryAfterMs = takeFromBoth([verificationByAddress, address], [verificationByEmail, email], now);
    if (retryAfterMs > 0)
      throw tooManyRequests("TOO_MANY_REQUESTS", "Too many verification e-mails; try again later", retryAfterMs);
    const player = signedIn ?? ctx.store.players.byEmail(email);
    if (player && !player.profile.isEmailVerified) {
      sendVerificationEmail(ctx, player);
      ctx.store.events.add(player.id, "VERIFICATION_EMAIL_SENT", { email: player.email }, now.toISOString());
    }
    return c.json({
      success: true,
      message: "If the address has an account waiting to be verified, a link is on its way",
    });
  });

  app.post(DEFAULT_PATHS.verifyEmail, async (c) => {
    const body = await readJson(c, verifyEmailRequestSchema);
    const now = ctx.clock.now().toISOString();
    const message = ctx.store.outbox.byToken("verify-email", body.token);
    const player = message?.playerId == null ? undefined : ctx.store.players.byId(message.playerId);
    // Unknown, used or expired: the player's way out is the same, a new link (docs/features.md, "E-mail verification").
    // A link verifies only the address it was sent to: the account's address changed since, it is spent.
    const expired = () => unprocessable("VERIFY_TOKEN_EXPIRED", "The verification link has expired");
    if (!message || !player || message.usedAt !== null) throw expired();
    if (message.to.toLowerCase() !== player.email.toLowerCase()) throw expired();
    if (message.expiresAt !== null && message.expiresAt <= now) throw expired();
    ctx.store.transaction(() => {
      if (!ctx.store.outbox.use(message.id, now)) throw expired();
      ctx.store.players.setProfile(player.id, { ...player.profile, isEmailVerified: true });
    });
    ctx.store.events.add(player.id, "EMAIL_VERIFIED", { email: player.email }, now);
    return c.json({ success: true, message: "Your e-mail address is verified" });
  });

  app.put(DEFAULT_PATHS.logEvent, async (c) => {
    // Anyone may log events, so each address gets a share (a page logs a few a minute).
    const address = clientAddress(c, ctx);
    const now = ctx.clock.now();
    const retryAfterMs = ctx.rateLimits.logEventByAddress.retryAfterMs(address, now);
    if (retryAfterMs > 0) throw tooManyRequests("TOO_MANY_REQUESTS", "Too many events from this address", retryAfterMs);
    ctx.rateLimits.logEventByAddress.hit(address, now);
    const body = await readJson(c, logEventRequestSchema);
    const player = optionalPlayer(c, ctx);
    ctx.store.events.add(
      player?.id ?? null,
      body.event,
      {
        data: body.data ?? null,
        mkt: body.mkt ?? null,
        userDeviceType: body.userDeviceType ?? null,
        cpnc: body.cpncToSent ?? null,
      },
      ctx.clock.now().toISOString(),
    );
    return c.json({ success: true });
  });
}
