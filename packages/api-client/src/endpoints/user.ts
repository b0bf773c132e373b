import { isApiError } from "../api-error";
import type { HttpCore } from "../core/http-core";
import { withIdempotencyKey, type MoneyCallOptions } from "../core/idempotency";
import type { CallOptions } from "../core/request-options";
import { acknowledgementResponseSchema } from "../schemas/common";
import {
  playerStatsResponseSchema,
  updateUserDetailsResponseSchema,
  userDetailsResponseSchema,
  walletFiguresResponseSchema,
  type ResendVerificationEmailRequest,
  type ResetPasswordRequest,
  type SendCredentialsRequest,
  type UpdateUserDetailsRequest,
  type UserDetails,
  type VerifyEmailRequest,
} from "../schemas/user";

/**
 * What the server-side user check found: the player with their details; a
 * token but no details in time (render as authenticated without user data); or no valid session.
 */
export type ServerUserCheck =
  | { status: "authenticated"; details: UserDetails }
  | { status: "authenticated-without-data" }
  | { status: "unauthenticated" };

/** The player's own account. */
export function userEndpoints(core: HttpCore) {
  function getUserDetails(options: CallOptions = {}) {
    return core.request({
      endpoint: "userDetails",
      method: "get",
      schema: userDetailsResponseSchema,
      requiresToken: true,
      ...options,
    });
  }

  return {
    /** GET /api/user/get-user-details; needs a token. */
    getUserDetails,
    /**
     * The server-side user check: get-user-details limited to 5 s (configurable). A timeout or an
     * unreachable server fails silently as `authenticated-without-data`; a failed
     * verification (no token, 4xx, a body that does not fit) is `unauthenticated`.
     */
    async checkUserOnServer(options: Omit<CallOptions, "timeoutMs"> = {}): Promise<ServerUserCheck> {
      try {
        const response = await getUserDetails({ ...options, timeoutMs: core.serverUserCheckTimeoutMs });
        return { status: "authenticated", details: response.data };
      } catch (error) {
        if (isApiError(error) && (error.kind === "timeout" || error.kind === "network" || error.status >= 500)) {
          return { status: "authenticated-without-data" };
        }
        if (isApiError(error)) return { status: "unauthenticated" };
        throw error;
      }
    },
    /**
     * PUT /api/user/update-user-details with `updateFrom` and, for the lulu
     * theme, `onChangeResetKyc`. The answer's message is shown to the player.
     */
    updateUserDetails(body: UpdateUserDetailsRequest, options: MoneyCallOptions = {}) {
      // Keyed like a money call: a password change sent again after an answer that never came is
      // answered as the first time, not "your current password is wrong".
      return core.request({
        endpoint: "updateUserDetails",
        method: "put",
        schema: updateUserDetailsResponseSchema,
        json: body,
        requiresToken: true,
        ...withIdempotencyKey(options),
      });
    },
    /**
     * GET /api/user/player-stats (this project's contract): joined on, rounds bet, won and lost,
     * games played, and the races the player has a place in.
     */
    getPlayerStats(options: CallOptions = {}) {
      return core.request({
        endpoint: "playerStats",
        method: "get",
        schema: playerStatsResponseSchema,
        requiresToken: true,
        ...options,
      });
    },
    /**
     * GET /api/user/wallet (this project's contract): balance, bonus balance, real money, wager,
     * deposit wager and rollover, in the player's currency.
     */
    getWalletFigures(options: CallOptions = {}) {
      return core.request({
        endpoint: "walletFigures",
        method: "get",
        schema: walletFiguresResponseSchema,
        requiresToken: true,
        ...options,
      });
    },
    /** POST /api/user/reset-password (implied): `{ email }` asks for a link, `{ token, password }` sets the new one. */
    resetPassword(body: ResetPasswordRequest, options: CallOptions = {}) {
      return core.request({
        endpoint: "resetPassword",
        method: "post",
        schema: acknowledgementResponseSchema,
        json: body,
        ...options,
      });
    },
    /** POST /api/user/send-credentials (implied): e-mails the saved login and password of a one-click account. */
    sendCredentials(body: SendCredentialsRequest, options: CallOptions = {}) {
      return core.request({
        endpoint: "sendCredentials",
        method: "post",
        schema: acknowledgementResponseSchema,
        json: body,
        ...options,
      });
    },
    /** POST /api/user/resend-verification-email (implied). A failure shows "Verification email not sent". */
    resendVerificationEmail(body: ResendVerificationEmailRequest = {}, options: CallOptions = {}) {
      return core.request({
        endpoint: "resendVerificationEmail",
        method: "post",
        schema: acknowledgementResponseSchema,
        json: body,
        ...options,
      });
    },
    /**
     * POST /api/user/verify-email (this project's contract): confirms the address with the e-mailed
     * link's token. A link that expired, was used or is unknown is refused with `VERIFY_TOKEN_EXPIRED`.
     */
    verifyEmail(body: VerifyEmailRequest, options: CallOptions = {}) {
      return core.request({
        endpoint: "verifyEmail",
        method: "post",
        schema: acknowledgementResponseSchema,
        json: body,
        ...options,
      });
    },
  };
}

/** The user calls of a client. */
export type UserEndpoints = ReturnType<typeof userEndpoints>;
