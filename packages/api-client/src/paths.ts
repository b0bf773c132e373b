/**
 * Every endpoint the client calls, by name, with its default path.
 *
 * Paths the product names are used as named. The implied operations it lists without a path
 * (reset password, uploads, deposit, withdraw, bonuses, limits, ...) use paths this project
 * chose in the same style; they are this project's contract and are listed in the README.
 * A brand whose back end differs overrides any of them through `createApiClient({ paths })`.
 *
 * `{name}` marks a path parameter, filled by {@link fillPath}.
 */
export const DEFAULT_PATHS = {
  // content
  locales: "/api/core/casino/locales/{locale}.json",
  scripts: "/api/core/casino/scripts",
  settings: "/api/core/casino/settings2",
  categoryList: "/api/admin/get-full-category-list",

  // session (socket-ticket is this project's contract: the realtime socket without the token in page scripts)
  login: "/api/user/login",
  signUp: "/api/user/sign-up",
  logout: "/api/user/logout",
  socketTicket: "/api/user/socket-ticket",
  // linked (third-party) sign-in, this project's contract: where to send the visitor, and what the third party vouched for
  linkedSignIn: "/api/user/linked-account",
  linkedAccount: "/api/user/linked-account/{uuid}",

  // user (reset-password, send-credentials and resend-verification-email implied; verify-email is this project's contract)
  userDetails: "/api/user/get-user-details",
  updateUserDetails: "/api/user/update-user-details",
  resetPassword: "/api/user/reset-password",
  sendCredentials: "/api/user/send-credentials",
  resendVerificationEmail: "/api/user/resend-verification-email",
  verifyEmail: "/api/user/verify-email",
  logEvent: "/api/user/log-event",
  // the player's statistics: this project's contract (the product names the data, not the call)
  playerStats: "/api/user/player-stats",
  // the wallet's figures (balance, bonus, real money, wager, deposit wager, rollover): this project's contract
  walletFigures: "/api/user/wallet",

  // location and registration
  countries: "/api/admin/get-all-country",
  currencies: "/api/admin/get-currencies",
  location: "/api/admin/get-location",
  registrationFields: "/api/admin/get-registration-fields",
  countryBlocked: "/api/user/country-blocked",

  // bonuses (activate, cancel, claim and coupon implied)
  allBonus: "/api/admin/get-all-bonus",
  userBonus: "/api/user/get-user-bonus",
  activateBonus: "/api/user/activate-bonus",
  cancelBonus: "/api/user/cancel-bonus",
  claimBonus: "/api/user/claim-bonus",
  applyCoupon: "/api/user/apply-coupon",

  // rakeback and rewards (claim-reward implied)
  rakebackDays: "/api/admin/get-rakeback-days",
  rakebackClaim: "/api/user/rakeback-claim",
  calendarAward: "/api/user/calendar-award",
  claimReward: "/api/user/claim-reward",

  // payments (deposit, withdraw, cancel, crypto calc and transactions implied)
  payments: "/api/admin/get-payments",
  threeDsWebhook: "/api/user/3ds-webhook",
  deposit: "/api/payment/deposit",
  withdraw: "/api/payment/withdraw",
  cancelWithdrawal: "/api/payment/cancel-withdrawal",
  cryptoWithdrawalCalc: "/api/payment/crypto-withdrawal-calc",
  instantWithdrawal: "/api/payment/instant-withdrawal",
  transactions: "/api/user/get-transactions",

  // KYC documents (upload implied)
  documents: "/api/user/get-documents",
  documentLabels: "/api/user/get-document-label",
  uploadDocument: "/api/user/upload-document",

  // the back end's own status (this project's contract)
  health: "/health",

  // responsible-gambling limits (implied)
  limits: "/api/user/get-limits",
  setLimit: "/api/user/set-limit",
  removeLimit: "/api/user/remove-limit",
  excludeNextTransaction: "/api/user/exclude-next-transaction",

  // game catalogue (this project's contract: the lobby, the home page's rails, the game page)
  games: "/api/admin/get-games",
  game: "/api/admin/get-game",
  gameProviders: "/api/admin/get-providers",

  // the player's own games (this project's contract: the heart on a tile, the recent rail)
  favoriteGames: "/api/user/get-favorite-games",
  addFavoriteGame: "/api/user/add-favorite-game",
  removeFavoriteGame: "/api/user/remove-favorite-game",
  gameOpened: "/api/user/game-opened",

  // tournaments and races (this project's contract)
  tournaments: "/api/admin/get-tournaments",
  tournamentLeaderboard: "/api/admin/get-tournament-leaderboard",

  // live chat and a game's pulse (this project's contract)
  chatRoom: "/api/chat/room",
  chatMessages: "/api/chat/messages",
  chatPresence: "/api/chat/presence",
  gamePulse: "/api/admin/get-game-pulse",
} as const;

/** The name of an endpoint, a key of {@link DEFAULT_PATHS}. */
export type EndpointName = keyof typeof DEFAULT_PATHS;

/** The path of every endpoint; a brand may override any subset. */
export type ApiPaths = Record<EndpointName, string>;

/**
 * Replaces each `{name}` in `path` with the URI-encoded value of `params[name]`.
 *
 * @example
 * fillPath("/api/core/casino/locales/{locale}.json", { locale: "pt-BR" });
 * // => "/api/core/casino/locales/pt-BR.json"
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a path goes to the core host (paths starting with /api/core are rewritten). */
export function isCorePath(path: string): boolean {
  return path === "/api/core" || path.startsWith("/api/core/");
}
