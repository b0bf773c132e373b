import { LIMIT_PERIODS, chatMessageRequestSchema } from "@casino/domain";
import type * as v from "valibot";
import type { ApiClient } from "../create-api-client";
import type { EndpointName } from "../paths";
import { activateBonusRequestSchema, applyCouponRequestSchema, bonusActionRequestSchema } from "../schemas/bonus";
import { chatPresenceRequestSchema } from "../schemas/chat";
import { logEventRequestSchema } from "../schemas/events";
import { playerGameRequestSchema } from "../schemas/games";
import {
  excludeNextTransactionRequestSchema,
  removeLimitRequestSchema,
  setLimitRequestSchema,
} from "../schemas/limits";
import { countryBlockedRequestSchema } from "../schemas/location";
import {
  cancelWithdrawalRequestSchema,
  cryptoWithdrawalCalcRequestSchema,
  depositRequestSchema,
  threeDsWebhookRequestSchema,
  withdrawRequestSchema,
} from "../schemas/payments";
import { claimRewardRequestSchema, rakebackClaimRequestSchema } from "../schemas/rakeback";
import {
  linkedSignInRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  signUpRequestSchema,
} from "../schemas/session";
import {
  resendVerificationEmailRequestSchema,
  resetPasswordRequestSchema,
  sendCredentialsRequestSchema,
  updateUserDetailsRequestSchema,
  verifyEmailRequestSchema,
} from "../schemas/user";

/**
 * The values a call's example needs: a locale, and ids the back end itself hands out. The
 * conformance check fills the ids from earlier answers (the first game of the list, the first
 * tournament, the signed-in player), so every call is made with values that back end knows.
 */
export type ContractSample = {
  locale: string;
  userId: number | string;
  gameSlug: string;
  gameId: number;
  tournamentId: number | string;
  /** The player's currency and country, for the payment methods. */
  currencyCode: string;
  countryCode: string;
  /** The client's `Date.now()`-style cache buster, fixed so a recording is the same every time. */
  cacheBuster: number;
};

/** Values for recording, where no back end answers and only the call's shape matters. */
export const PLACEHOLDER_SAMPLE: ContractSample = {
  locale: "en",
  userId: 1,
  gameSlug: "book-of-embers",
  gameId: 1,
  tournamentId: 1,
  currencyCode: "EUR",
  countryCode: "MT",
  cacheBuster: 0,
};

/** One call of the contract: what it is for, how the client makes it, and the body it sends. */
export type ContractCall = {
  /** One line for the OpenAPI document. */
  summary: string;
  /** The client method that makes the call, with example arguments. */
  call: (client: ApiClient, sample: ContractSample) => Promise<unknown>;
  /** The JSON body's schema, for calls that send one. */
  body?: v.GenericSchema;
  /** The fields of a multipart body, for uploads. */
  multipart?: Readonly<Record<string, "file" | "text">>;
};

/** A linked account no back end knows: only the third party's return address carries real ones. */
const UNKNOWN_LINKED_ACCOUNT = "00000000-0000-4000-8000-000000000000";

const BLANK_FILE = new Blob(["%PDF-1.7"], { type: "application/pdf" });

/**
 * Every endpoint the client calls, by name, with an example of the call. The method, path, query,
 * token rule and answer schema are read from the client itself (`record.ts`); this table adds only
 * what a call does not say about itself: its purpose and its body's schema. Its type keeps it
 * complete: an endpoint added to `DEFAULT_PATHS` without an entry here does not compile.
 *
 * The order is the order the conformance check calls them in: lists before the calls that take
 * an id from them.
 */
export const CONTRACT_CALLS: Readonly<Record<EndpointName, ContractCall>> = {
  health: { summary: "The back end's own status", call: (c) => c.system.health() },
  settings: { summary: "The site's settings", call: (c) => c.content.getSettings() },
  locales: {
    summary: "The UI texts of one locale",
    call: (c, s) => c.content.getLocaleTexts({ locale: s.locale, hash: s.cacheBuster }),
  },
  scripts: {
    summary: "The brand's scripts for a visitor segment",
    call: (c, s) => c.content.getScripts({ enableAuthUsers: false, enableDepositors: false, hash: s.cacheBuster }),
  },
  categoryList: { summary: "The lobby's categories", call: (c, s) => c.content.getCategoryList({ locale: s.locale }) },
  countries: { summary: "Every country, with phone codes", call: (c) => c.location.getCountries() },
  currencies: { summary: "The currencies a player may hold", call: (c) => c.location.getCurrencies() },
  location: { summary: "The visitor's country, from their address", call: (c) => c.location.getLocation() },
  registrationFields: {
    summary: "Which sign-up fields are shown (0 = absent)",
    call: (c) => c.location.getRegistrationFields(),
  },
  games: {
    summary: "A page of the game catalogue, filtered and sorted",
    call: (c) => c.games.list({ category: "popular", sort: "popular", pageNo: 1, limit: 24 }),
  },
  game: { summary: "One game by its slug", call: (c, s) => c.games.get(s.gameSlug) },
  gameProviders: { summary: "The game providers", call: (c) => c.games.providers() },
  gamePulse: {
    summary: "One game's rounds over the last days and its latest wins",
    call: (c, s) => c.games.pulse(s.gameSlug),
  },
  chatRoom: { summary: "The live chat's latest messages and who is in it", call: (c) => c.chat.room() },
  tournaments: { summary: "Tournaments and races", call: (c) => c.tournaments.list() },
  tournamentLeaderboard: {
    summary: "One tournament's leaderboard",
    call: (c, s) => c.tournaments.leaderboard(s.tournamentId),
  },
  allBonus: { summary: "The promotions on offer", call: (c, s) => c.bonus.getAllBonus({ language: s.locale }) },
  userDetails: { summary: "The signed-in player", call: (c) => c.user.getUserDetails() },
  payments: {
    summary: "The payment methods for a currency and country",
    call: (c, s) =>
      c.payments.getPaymentMethods({
        currencyCode: s.currencyCode,
        countryCode: s.countryCode,
        cacheBuster: s.cacheBuster,
      }),
  },
  userBonus: { summary: "The player's bonuses", call: (c) => c.bonus.getUserBonus() },
  rakebackDays: {
    summary: "The player's rakeback calendar",
    call: (c, s) => c.rakeback.getRakebackDays({ userId: s.userId }),
  },
  calendarAward: {
    summary: "The player's reward calendar",
    call: (c, s) => c.rakeback.getCalendarAward({ userId: s.userId }),
  },
  transactions: { summary: "The player's transactions, 24 a page", call: (c) => c.payments.getTransactions() },
  instantWithdrawal: {
    summary: "The period's instant-withdrawal allowance and what is used of it",
    call: (c) => c.payments.getInstantWithdrawal(),
  },
  playerStats: {
    summary: "The player's statistics: rounds bet, won and lost, games played, races",
    call: (c) => c.user.getPlayerStats(),
  },
  walletFigures: {
    summary: "The wallet's figures: balance, bonus balance, real money, wager, deposit wager, rollover",
    call: (c) => c.user.getWalletFigures(),
  },
  documents: { summary: "The player's KYC documents", call: (c) => c.documents.getDocuments() },
  documentLabels: { summary: "The KYC document kinds", call: (c) => c.documents.getDocumentLabels() },
  limits: { summary: "The player's responsible-gambling limits", call: (c) => c.limits.getLimits() },
  favoriteGames: { summary: "The player's favourite games, newest first", call: (c) => c.games.favoriteIds() },
  chatPresence: {
    summary: "The player is in the live chat, active or away",
    body: chatPresenceRequestSchema,
    call: (c) => c.chat.presence("active"),
  },
  chatMessages: {
    summary: "Sends a live chat message (text only)",
    body: chatMessageRequestSchema,
    call: (c) => c.chat.send({ text: "Good luck everyone!" }),
  },

  login: {
    summary: "Signs a player in",
    body: loginRequestSchema,
    call: (c) => c.session.login({ email: "player@example.com", password: "example-password" }),
  },
  signUp: {
    summary: "Registers a player",
    body: signUpRequestSchema,
    call: (c) => c.session.signUp({ email: "new@example.com", password: "example-password" }),
  },
  logout: {
    summary: "Signs the player out",
    body: logoutRequestSchema,
    call: (c) => c.session.logout("USER_INITIATED"),
  },
  socketTicket: { summary: "A single-use ticket for the realtime socket", call: (c) => c.session.getSocketTicket() },
  linkedSignIn: {
    summary: "The third party's sign-in page for a visitor signing up with it",
    body: linkedSignInRequestSchema,
    call: (c) =>
      c.session.startLinkedSignIn({ provider: "demo-id", returnUrl: "https://casino.example/profile/edit-profile" }),
  },
  linkedAccount: {
    summary: "What a third party vouched for, to start the linked sign-up with",
    call: (c) => c.session.getLinkedAccount(UNKNOWN_LINKED_ACCOUNT),
  },
  updateUserDetails: {
    summary: "Changes the player's details",
    body: updateUserDetailsRequestSchema,
    call: (c) => c.user.updateUserDetails({ updateFrom: "Profile Page", firstName: "Ada" }),
  },
  resetPassword: {
    summary: "Asks for a reset link, or sets a new password with its token",
    body: resetPasswordRequestSchema,
    call: (c) => c.user.resetPassword({ email: "player@example.com" }),
  },
  sendCredentials: {
    summary: "E-mails a one-click player their credentials",
    body: sendCredentialsRequestSchema,
    call: (c) => c.user.sendCredentials({ email: "player@example.com" }),
  },
  resendVerificationEmail: {
    summary: "Sends the e-mail verification link again",
    body: resendVerificationEmailRequestSchema,
    call: (c) => c.user.resendVerificationEmail({}),
  },
  verifyEmail: {
    summary: "Verifies the e-mail with the link's token",
    body: verifyEmailRequestSchema,
    call: (c) => c.user.verifyEmail({ token: "token-from-the-link" }),
  },
  logEvent: {
    summary: "Records a player event",
    body: logEventRequestSchema,
    call: (c) => c.events.logEvent({ event: "conformance-check" }),
  },
  countryBlocked: {
    summary: "Reports a visitor from a restricted country",
    body: countryBlockedRequestSchema,
    call: (c) => c.location.reportCountryBlocked({ ip: "203.0.113.7", country: "US" }),
  },
  activateBonus: {
    summary: "Activates a bonus",
    body: activateBonusRequestSchema,
    call: (c) => c.bonus.activateBonus({ bonusId: 1 }),
  },
  cancelBonus: {
    summary: "Cancels an active bonus",
    body: bonusActionRequestSchema,
    call: (c) => c.bonus.cancelBonus({ bonusId: 1 }),
  },
  claimBonus: {
    summary: "Claims a bonus's reward",
    body: bonusActionRequestSchema,
    call: (c) => c.bonus.claimBonus({ bonusId: 1 }),
  },
  applyCoupon: {
    summary: "Applies a coupon code",
    body: applyCouponRequestSchema,
    call: (c) => c.bonus.applyCoupon({ couponCode: "WELCOME" }),
  },
  rakebackClaim: {
    summary: "Claims a day's rakeback",
    body: rakebackClaimRequestSchema,
    call: (c) =>
      c.rakeback.claimRakeback({
        bonusId: 1,
        claimDate: "2026-03-02",
        customerDate: "2026-03-02T10:00:00+01:00",
        timeZone: "Europe/Malta",
      }),
  },
  claimReward: {
    summary: "Claims a reward-calendar day or the cashback",
    body: claimRewardRequestSchema,
    call: (c) => c.rakeback.claimReward({ bonusId: 1 }),
  },
  threeDsWebhook: {
    summary: "Completes a deposit whose card issuer confirmed its 3DS check",
    body: threeDsWebhookRequestSchema,
    call: (c) => c.payments.postThreeDsWebhook({ PaReq: "pa-req", MD: "md" }),
  },
  deposit: {
    summary: "Starts a deposit",
    body: depositRequestSchema,
    call: (c) => c.payments.deposit({ paymentMethodId: 1, amount: 20, currencyCode: "EUR" }),
  },
  withdraw: {
    summary: "Asks for a withdrawal",
    body: withdrawRequestSchema,
    call: (c) => c.payments.withdraw({ paymentMethodId: 1, amount: 20 }),
  },
  cancelWithdrawal: {
    summary: "Cancels a pending withdrawal",
    body: cancelWithdrawalRequestSchema,
    call: (c) => c.payments.cancelWithdrawal({ transactionId: 1 }),
  },
  cryptoWithdrawalCalc: {
    summary: "What a crypto withdrawal pays out after the network fee",
    body: cryptoWithdrawalCalcRequestSchema,
    call: (c) => c.payments.calculateCryptoWithdrawal({ amount: 0.01, currencyCode: "BTC", cryptoCurrency: "BTC" }),
  },
  uploadDocument: {
    summary: "Uploads a KYC document",
    multipart: { file: "file", documentLabelId: "text", side: "text" },
    call: (c) => c.documents.uploadDocument({ file: BLANK_FILE, documentLabelId: 1, side: "front" }),
  },
  setLimit: {
    summary: "Sets a responsible-gambling limit",
    body: setLimitRequestSchema,
    call: (c) => c.limits.setLimit({ type: "deposit", period: LIMIT_PERIODS.daily, amount: 100 }),
  },
  removeLimit: {
    summary: "Removes a limit (after its cooling-off period)",
    body: removeLimitRequestSchema,
    call: (c) => c.limits.removeLimit({ type: "deposit", period: LIMIT_PERIODS.daily }),
  },
  excludeNextTransaction: {
    summary: "Excludes the player's next transaction from play",
    body: excludeNextTransactionRequestSchema,
    call: (c) => c.limits.excludeNextTransaction({}),
  },
  addFavoriteGame: {
    summary: "Adds a game to the favourites",
    body: playerGameRequestSchema,
    call: (c, s) => c.games.addFavorite(s.gameId),
  },
  removeFavoriteGame: {
    summary: "Removes a game from the favourites",
    body: playerGameRequestSchema,
    call: (c, s) => c.games.removeFavorite(s.gameId),
  },
  gameOpened: {
    summary: "Records that the player opened a game",
    body: playerGameRequestSchema,
    call: (c, s) => c.games.gameOpened(s.gameId),
  },
};
