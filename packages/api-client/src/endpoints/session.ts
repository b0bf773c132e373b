import type { HttpCore } from "../core/http-core";
import { withIdempotencyKey, type MoneyCallOptions } from "../core/idempotency";
import type { ApiClientOptions } from "../core/options";
import type { CallOptions } from "../core/request-options";
import { acknowledgementResponseSchema } from "../schemas/common";
import {
  linkedAccountResponseSchema,
  linkedSignInResponseSchema,
  loginResponseSchema,
  loginResponseWithoutTokenSchema,
  signUpResponseSchema,
  socketTicketResponseSchema,
  type LinkedSignInRequest,
  type LoginRequest,
  type LogoutReason,
  type SignUpRequest,
} from "../schemas/session";

/** Sign-in, sign-up and sign-out. */
export function sessionEndpoints(core: HttpCore, clientOptions: Pick<ApiClientOptions, "hasSession"> = {}) {
  // A client whose site keeps the token in an HttpOnly cookie gets the answer without it.
  const loginSchema = clientOptions.hasSession === undefined ? loginResponseSchema : loginResponseWithoutTokenSchema;
  return {
    /**
     * POST /api/user/login: `{ accessToken, lastLogin, locale, cpnc, userId }`; in `hasSession`
     * mode the site's server has kept `accessToken` and the answer comes without it.
     */
    login(body: LoginRequest, options: CallOptions = {}) {
      return core.request({ endpoint: "login", method: "post", schema: loginSchema, json: body, ...options });
    },
    /**
     * POST /api/user/sign-up: `{ accessToken, createUser }`. Errors show the server's message or
     * `msg.try.again`. It carries an `Idempotency-Key` like a money call: the same form sent again
     * after an answer that never came gets the first answer, not "this e-mail is taken".
     */
    signUp(body: SignUpRequest, options: MoneyCallOptions = {}) {
      return core.request({
        endpoint: "signUp",
        method: "post",
        schema: signUpResponseSchema,
        json: body,
        ...withIdempotencyKey(options),
      });
    },
    /**
     * POST /api/user/linked-account (this project's contract): the third party's sign-in page for
     * `provider`, which sends the visitor back to `returnUrl` with `modal=linked-signup&linked={uuid}`.
     */
    startLinkedSignIn(body: LinkedSignInRequest, options: CallOptions = {}) {
      return core.request({
        endpoint: "linkedSignIn",
        method: "post",
        schema: linkedSignInResponseSchema,
        json: body,
        ...options,
      });
    },
    /**
     * GET /api/user/linked-account/{uuid} (this project's contract): what the third party vouched
     * for. An unknown, used or expired `uuid` is a 404 `LINKED_ACCOUNT_NOT_FOUND`.
     */
    getLinkedAccount(uuid: string, options: CallOptions = {}) {
      return core.request({
        endpoint: "linkedAccount",
        method: "get",
        schema: linkedAccountResponseSchema,
        pathParams: { uuid },
        ...options,
      });
    },
    /** POST /api/user/logout with the reason. */
    logout(reason: LogoutReason, options: CallOptions = {}) {
      return core.request({
        endpoint: "logout",
        method: "post",
        schema: acknowledgementResponseSchema,
        json: { reason },
        ...options,
      });
    },
    /**
     * POST /api/user/socket-ticket (token): a single-use ticket, valid `expiresInSeconds`, that the
     * realtime socket takes as `auth: { ticket }`. The site's server asks for it with the player's
     * token and hands the browser only the ticket.
     */
    getSocketTicket(options: CallOptions = {}) {
      return core.request({
        endpoint: "socketTicket",
        method: "post",
        schema: socketTicketResponseSchema,
        requiresToken: true,
        ...options,
      });
    },
  };
}

/** The session calls of a client. */
export type SessionEndpoints = ReturnType<typeof sessionEndpoints>;
