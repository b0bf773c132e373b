import * as v from "valibot";
import {
  acknowledgementResponseSchema,
  dateTextSchema,
  flagSchema,
  idSchema,
  maybe,
  moneySchema,
  successField,
} from "./common";

/** The wallet (userWallet amount, nonCashAmount, totalAmount). */
export const userWalletSchema = v.looseObject({
  amount: maybe(moneySchema),
  nonCashAmount: maybe(moneySchema),
  totalAmount: maybe(moneySchema),
  currencyCode: maybe(v.string()),
});
/** A wallet. */
export type UserWallet = v.InferOutput<typeof userWalletSchema>;

/**
 * Self-exclusion state. `selfExclusion` is when it ends: an ISO instant, or the spec's bare date
 * (`yyyy-MM-dd`, through that day), read by `@casino/domain`'s `exclusionEndsAt`.
 */
export const userLimitSchema = v.looseObject({
  isSelfExclusionPermanent: maybe(v.boolean()),
  selfExclusion: maybe(v.string()),
  /** What set the exclusion: `self-exclusion`, `time-out` or `freeze`; a missing or unknown one reads as a self-exclusion. */
  exclusionKind: v.fallback(maybe(v.picklist(["self-exclusion", "time-out", "freeze"])), null),
});
/** The user's self-exclusion state. */
export type UserLimit = v.InferOutput<typeof userLimitSchema>;

/** The previous login: `created_at`, `ip`, `location`. */
export const lastLoginSchema = v.looseObject({
  created_at: maybe(v.string()),
  ip: maybe(v.string()),
  location: maybe(v.string()),
});

/** The player. Only `userId` is required. */
export const userSchema = v.looseObject({
  userId: idSchema,
  email: maybe(v.string()),
  firstName: maybe(v.string()),
  lastName: maybe(v.string()),
  nickname: maybe(v.string()),
  address: maybe(v.string()),
  zipCode: maybe(v.string()),
  city: maybe(v.string()),
  dateOfBirth: maybe(v.string()),
  phoneCode: maybe(v.string()),
  phone: maybe(v.string()),
  countryCode: maybe(v.string()),
  currencyCode: maybe(v.string()),
  gender: maybe(v.string()),
  tags: maybe(v.array(v.string())),
  isEmailVerified: maybe(v.boolean()),
  /** `APPROVED` is the value the spec shows; other values pass through. */
  kycStatus: maybe(v.string()),
  userWallet: maybe(userWalletSchema),
  userLimit: maybe(userLimitSchema),
  /** The promo code the player signed up with (the sign-up's `cpnc`). */
  promoCode: maybe(v.string()),
  /** The Brazilian tax number (CPF) the player gave for payments. */
  cpfNumber: maybe(v.string()),
  /** The UPI ID the player gave for payments. */
  upiId: maybe(v.string()),
  /** The Skrill e-mail the player gave for payments. */
  skrillEmail: maybe(v.string()),
  /** The sign-in before this session: when, from which IP and where (the login answer's `lastLogin`). */
  lastLogin: maybe(lastLoginSchema),
  /** The IP this session is using now. */
  currentIp: maybe(v.string()),
  /** The player turned the reward (rakeback) calendar off: set-limit `reward-calendar-opt-out`. */
  rewardCalendarOptOut: maybe(v.boolean()),
});
/** A player. */
export type User = v.InferOutput<typeof userSchema>;

/** Loyalty: level, points, points until next level, xp. */
export const userLoyaltyLevelSchema = v.looseObject({
  level: maybe(v.union([v.number(), v.string()])),
  points: maybe(v.number()),
  pointsUntilNextLevel: maybe(v.number()),
  xp: maybe(v.number()),
});
/** Loyalty state. */
export type UserLoyaltyLevel = v.InferOutput<typeof userLoyaltyLevelSchema>;

/** Refer-a-friend figures: visits, registrations, revenue. */
export const referralDataSchema = v.looseObject({
  /** The player's referral code, their affiliate token on the referral link (this project's field). */
  code: maybe(v.string()),
  visits: maybe(v.number()),
  registrations: maybe(v.number()),
  revenue: maybe(moneySchema),
});
/** Referral figures. */
export type ReferralData = v.InferOutput<typeof referralDataSchema>;

/**
 * GET /api/user/get-user-details: `{ success, data: { getUser, userWallet,
 * depositCount, totalDeposit, totalSpend, isCrypto, userLoyaltyLevel, referralData, activeBonus,
 * currencySymbol, userMonthlyLimit } }`. The wallet is read from `data.userWallet`, else
 * `data.getUser.userWallet` (see `walletOf`).
 */
/** `userMonthlyLimit`: the monthly winnings limit, what is won of it this month and what is left. */
export const userMonthlyLimitSchema = v.looseObject({
  amount: maybe(moneySchema),
  won: maybe(moneySchema),
  left: maybe(moneySchema),
});
/** The monthly winnings limit as the user details carry it. */
export type UserMonthlyLimit = v.InferOutput<typeof userMonthlyLimitSchema>;

export const userDetailsResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({
    getUser: userSchema,
    userWallet: maybe(userWalletSchema),
    depositCount: maybe(v.number()),
    totalDeposit: maybe(moneySchema),
    totalSpend: maybe(moneySchema),
    isCrypto: maybe(flagSchema),
    userLoyaltyLevel: maybe(userLoyaltyLevelSchema),
    referralData: maybe(referralDataSchema),
    /** The active bonus, a bonus row (see `bonusSchema`) or null. Left loose: its change only triggers a refresh. */
    activeBonus: maybe(v.looseObject({ id: maybe(idSchema) })),
    /** Deposit wagering still to play before a withdrawal (this project's field; absent means none known). */
    depositWagerLeft: maybe(moneySchema),
    currencySymbol: maybe(v.string()),
    /**
     * The fixed monthly winnings limit and what is won of it this month (this project's shape of
     * the product's field); a shape this client does not know reads as none, never as a failure.
     */
    userMonthlyLimit: v.fallback(v.optional(v.nullable(userMonthlyLimitSchema)), null),
  }),
});
/** Parsed user details. */
export type UserDetailsResponse = v.InferOutput<typeof userDetailsResponseSchema>;
/** The `data` of the user details. */
export type UserDetails = UserDetailsResponse["data"];

/** Where a profile update comes from. */
export const UPDATE_FROM = ["Update Form", "Profile Page"] as const;
/** A value of `updateFrom`. */
export type UpdateFrom = (typeof UPDATE_FROM)[number];

const nullableText = v.nullish(v.string());

/**
 * PUT /api/user/update-user-details: the profile fields, or the password
 * change. Empty values are sent as null. `onChangeResetKyc` is set for the lulu theme.
 */
export const updateUserDetailsRequestSchema = v.looseObject({
  updateFrom: v.picklist(UPDATE_FROM),
  onChangeResetKyc: v.optional(v.boolean()),
  email: v.optional(nullableText),
  firstName: v.optional(nullableText),
  lastName: v.optional(nullableText),
  nickname: v.optional(nullableText),
  phoneCode: v.optional(nullableText),
  phone: v.optional(nullableText),
  dateOfBirth: v.optional(nullableText),
  countryCode: v.optional(nullableText),
  city: v.optional(nullableText),
  zipCode: v.optional(nullableText),
  address: v.optional(nullableText),
  gender: v.optional(nullableText),
  currentPassword: v.optional(v.string()),
  password: v.optional(v.string()),
  confirmPassword: v.optional(v.string()),
});
/** Body of a profile update. */
export type UpdateUserDetailsRequest = v.InferInput<typeof updateUserDetailsRequestSchema>;

/** Answer of a profile update: `{ success, message, data? }`; the message is shown. */
export const updateUserDetailsResponseSchema = acknowledgementResponseSchema;
/** Parsed profile-update answer. */
export type UpdateUserDetailsResponse = v.InferOutput<typeof updateUserDetailsResponseSchema>;

/** POST /api/user/reset-password (implied): request a link by email, or set a new password with the link's token. */
export const resetPasswordRequestSchema = v.union([
  v.looseObject({ email: v.string() }),
  v.looseObject({ token: v.string(), password: v.string(), confirmPassword: v.optional(v.string()) }),
]);
/** Body of a password reset. */
export type ResetPasswordRequest = v.InferInput<typeof resetPasswordRequestSchema>;

/** POST /api/user/send-credentials (implied): where to send the saved login and password. */
export const sendCredentialsRequestSchema = v.looseObject({
  email: v.string(),
  login: v.optional(v.string()),
  password: v.optional(v.string()),
});
/** Body of send-credentials. */
export type SendCredentialsRequest = v.InferInput<typeof sendCredentialsRequestSchema>;

/** POST /api/user/resend-verification-email (implied): no body needed; `email` for a guest whose link expired. */
export const resendVerificationEmailRequestSchema = v.looseObject({ email: v.optional(v.string()) });
/** Body of resend-verification-email. */
export type ResendVerificationEmailRequest = v.InferInput<typeof resendVerificationEmailRequestSchema>;

/** POST /api/user/verify-email (this project's contract): the one-use token of the e-mailed verification link. */
export const verifyEmailRequestSchema = v.looseObject({ token: v.string() });
/** Body of verify-email. */
export type VerifyEmailRequest = v.InferInput<typeof verifyEmailRequestSchema>;

/**
 * GET /api/user/player-stats answer (this project's contract): the player's statistics. Counts are
 * of rounds (a bet and its outcome): `totalBets` placed, `wins` that paid, `losses` that did not;
 * `gamesPlayed` distinct games; `latestRaces` the races the player has a place in, latest first.
 */
export const playerStatsResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({
    joinedOn: dateTextSchema,
    totalBets: v.number(),
    wins: v.number(),
    losses: v.number(),
    gamesPlayed: v.number(),
    latestRaces: v.array(
      v.looseObject({ id: idSchema, name: v.string(), date: dateTextSchema, position: v.nullable(v.number()) }),
    ),
  }),
});
/**
 * GET /api/user/wallet answer (this project's contract): the wallet's figures of spec 001 in the
 * player's currency: `balance` (real money plus bonus), `bonusBalance`, `realMoney`, `wager` (what
 * is wagered of the active bonus's rollover), `depositWager` (deposit wagering still to play before
 * a withdrawal) and `rollover` (the wagering the active bonus asks in all; 0 without one).
 */
export const walletFiguresResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({
    balance: moneySchema,
    bonusBalance: moneySchema,
    realMoney: moneySchema,
    wager: moneySchema,
    depositWager: moneySchema,
    rollover: moneySchema,
    currencyCode: v.string(),
  }),
});
/** Parsed wallet figures. */
export type WalletFiguresResponse = v.InferOutput<typeof walletFiguresResponseSchema>;
/** The wallet's figures. */
export type WalletFiguresData = WalletFiguresResponse["data"];

/** Parsed player statistics. */
export type PlayerStatsResponse = v.InferOutput<typeof playerStatsResponseSchema>;
/** The player's statistics. */
export type PlayerStats = PlayerStatsResponse["data"];
