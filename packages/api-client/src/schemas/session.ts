import { LOGOUT_REASONS, type LogoutReason } from "@casino/domain";
import * as v from "valibot";
import { idSchema, maybe, successField } from "./common";
import { lastLoginSchema, userSchema } from "./user";

/** Campaign fields sent with login and sign-up. */
const campaignFields = {
  cpnc: v.optional(v.nullish(v.string())),
  mkt: v.optional(v.nullish(v.string())),
  userDeviceType: v.optional(v.nullish(v.string())),
  screenResolution: v.optional(v.nullish(v.string())),
  uidToken: v.optional(v.nullish(v.string())),
};

/** POST /api/user/login body. */
export const loginRequestSchema = v.looseObject({
  email: v.string(),
  password: v.string(),
  recaptchaToken: v.optional(v.nullish(v.string())),
  afterReg: v.optional(v.boolean()),
  ...campaignFields,
});
/** Body of a login. */
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/** POST /api/user/login answer: `{ accessToken, lastLogin, locale, cpnc, userId }` at the top level. */
export const loginResponseSchema = v.looseObject({
  success: successField,
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  lastLogin: maybe(lastLoginSchema),
  locale: maybe(v.string()),
  cpnc: maybe(v.string()),
  userId: maybe(idSchema),
});
/** Parsed login answer. */
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

/**
 * The login answer as a site's own server passes it on when it keeps the token in an HttpOnly
 * cookie (the client's `hasSession` mode): the same fields, the token taken out.
 */
export const loginResponseWithoutTokenSchema = v.looseObject({
  ...loginResponseSchema.entries,
  accessToken: v.optional(v.string()),
});

/** POST /api/user/sign-up body. `password` is absent in one-click mode. */
export const signUpRequestSchema = v.looseObject({
  email: v.optional(v.nullish(v.string())),
  password: v.optional(v.string()),
  firstName: v.optional(v.nullish(v.string())),
  lastName: v.optional(v.nullish(v.string())),
  countryCode: v.optional(v.nullish(v.string())),
  currencyCode: v.optional(v.nullish(v.string())),
  dateOfBirth: v.optional(v.nullish(v.string())),
  address: v.optional(v.nullish(v.string())),
  city: v.optional(v.nullish(v.string())),
  zipCode: v.optional(v.nullish(v.string())),
  phoneCode: v.optional(v.nullish(v.string())),
  phone: v.optional(v.nullish(v.string())),
  /** The affiliate token. */
  token: v.optional(v.nullish(v.string())),
  newsLetter: v.optional(v.boolean()),
  subscribe: v.optional(v.boolean()),
  linkedAccountUuid: v.optional(v.nullish(v.string())),
  linkAccount: v.optional(v.boolean()),
  preferredLanguage: v.optional(v.nullish(v.string())),
  username: v.optional(v.nullish(v.string())),
  uniqueKey: v.optional(v.nullish(v.string())),
  userUUID: v.optional(v.nullish(v.string())),
  gender: v.optional(v.nullish(v.string())),
  /** A promo code typed at sign-up, where the registration field `promoCode` is on (not in the spec's payload list). */
  promoCode: v.optional(v.nullish(v.string())),
  mirrorDomainFk: v.optional(v.nullish(idSchema)),
  firstUrl: v.optional(v.nullish(v.string())),
  ...campaignFields,
});
/** Body of a sign-up. */
export type SignUpRequest = v.InferInput<typeof signUpRequestSchema>;

/**
 * POST /api/user/sign-up answer: `{ accessToken, createUser }` at the top level.
 * `accessToken` is missing when the brand switches login after sign-up off. A one-click sign-up
 * (no e-mail, no password sent) answers the made-up `credentials` once (this project's contract).
 */
export const signUpResponseSchema = v.looseObject({
  success: successField,
  accessToken: maybe(v.string()),
  credentials: maybe(v.looseObject({ login: v.string(), password: v.string() })),
  createUser: maybe(v.looseObject({ ...userSchema.entries, userId: maybe(idSchema) })),
});
/** Parsed sign-up answer. */
export type SignUpResponse = v.InferOutput<typeof signUpResponseSchema>;

/**
 * POST /api/user/linked-account body (this project's contract): the third party the visitor chose
 * (an id of the settings' `linkedAccountProviders`) and the page of this site it sends them back to.
 */
export const linkedSignInRequestSchema = v.looseObject({
  provider: v.pipe(v.string(), v.nonEmpty()),
  returnUrl: v.pipe(v.string(), v.url()),
});
/** Body of a linked sign-in. */
export type LinkedSignInRequest = v.InferInput<typeof linkedSignInRequestSchema>;

/** POST /api/user/linked-account answer: the third party's sign-in page to send the visitor to. */
export const linkedSignInResponseSchema = v.looseObject({
  success: successField,
  redirectUrl: v.pipe(v.string(), v.url()),
});
/** Parsed linked sign-in answer. */
export type LinkedSignInResponse = v.InferOutput<typeof linkedSignInResponseSchema>;

/**
 * GET /api/user/linked-account/{uuid} answer (this project's contract): what the third party
 * vouched for, to start the linked sign-up form with. The `uuid` is the one the back end put in
 * the return address (`linked`); it is sent back as the sign-up's `linkedAccountUuid`.
 */
export const linkedAccountResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({
    linkedAccountUuid: v.pipe(v.string(), v.nonEmpty()),
    provider: v.string(),
    providerName: maybe(v.string()),
    email: maybe(v.string()),
    firstName: maybe(v.string()),
    lastName: maybe(v.string()),
  }),
});
/** Parsed linked account. */
export type LinkedAccountResponse = v.InferOutput<typeof linkedAccountResponseSchema>;
/** What a third party vouched for. */
export type LinkedAccount = LinkedAccountResponse["data"];

/** POST /api/user/logout body: the reason, one of domain's `LOGOUT_REASONS`. */
export const logoutRequestSchema = v.looseObject({ reason: v.picklist(LOGOUT_REASONS) });
/** A logout reason (domain's `LogoutReason`). */
export type { LogoutReason };
/** Body of a logout. */
export type LogoutRequest = v.InferInput<typeof logoutRequestSchema>;

/**
 * POST /api/user/socket-ticket answer (this project's contract): a random, single-use ticket the
 * realtime socket accepts as `auth: { ticket }` for `expiresInSeconds` (60 on the reference API),
 * so a browser can connect without ever holding the access token.
 */
export const socketTicketResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({
    ticket: v.pipe(v.string(), v.nonEmpty()),
    expiresInSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
});
/** Parsed socket ticket answer. */
export type SocketTicketResponse = v.InferOutput<typeof socketTicketResponseSchema>;
