import type { OutboxMessage } from "../db/outbox-store.ts";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { DEFAULT_CORS_ORIGIN } from "../config.ts";

/** How long a password-reset link works (see docs/features.md, "Passwords"). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** How long an e-mail verification link works (see docs/features.md, "E-mail verification"). */
export const VERIFY_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The site the e-mails link to: the first CORS origin, the site's own. */
function siteOrigin(ctx: ServerContext): string {
  return ctx.config.corsOrigins[0] ?? DEFAULT_CORS_ORIGIN;
}

function later(ctx: ServerContext, ms: number): string {
  return new Date(ctx.clock.now().getTime() + ms).toISOString();
}

/** Sends a player the link that opens the site's reset-password modal with a one-use token. */
export function sendResetPasswordEmail(ctx: ServerContext, player: Player): OutboxMessage {
  return ctx.store.outbox.send({
    playerId: player.id,
    kind: "reset-password",
    to: player.email,
    subject: "Reset your password",
    link: (token) => `${siteOrigin(ctx)}/?modal=reset-password&token=${encodeURIComponent(token)}`,
    body: (link) =>
      `Someone asked to reset the password of your account. Choose a new one here within an hour: ${link}\n` +
      "If it was not you, ignore this e-mail: your password stays as it is.",
    expiresAt: later(ctx, RESET_LINK_LIFETIME_MS),
    createdAt: ctx.clock.now().toISOString(),
  });
}

/** Sends a player the link that opens the site's verify-email modal with a one-use token. */
export function sendVerificationEmail(ctx: ServerContext, player: Player): OutboxMessage {
  return ctx.store.outbox.send({
    playerId: player.id,
    kind: "verify-email",
    to: player.email,
    subject: "Verify your e-mail address",
    link: (token) => `${siteOrigin(ctx)}/?modal=verify-email&token=${encodeURIComponent(token)}`,
    body: (link) =>
      `Welcome! Confirm that this address is yours within 24 hours: ${link}\n` +
      "If you did not open an account, ignore this e-mail.",
    expiresAt: later(ctx, VERIFY_LINK_LIFETIME_MS),
    createdAt: ctx.clock.now().toISOString(),
  });
}

/** Sends the saved login and password of a one-click account to the address the player gave. */
export function sendCredentialsEmail(
  ctx: ServerContext,
  to: string,
  playerId: number | null,
  credentials: { login: string; password: string },
): OutboxMessage {
  return ctx.store.outbox.send({
    playerId,
    kind: "credentials",
    to,
    subject: "Your login details",
    body: () =>
      `You asked us to send the details of your account. Login: ${credentials.login}\n` +
      `Password: ${credentials.password}\nKeep them somewhere safe, or change the password in your profile.`,
    createdAt: ctx.clock.now().toISOString(),
  });
}
