/**
 * Every endpoint the client calls, by name, with its default path.
 *
 * Paths the spec names are copied from it (`000_6691f4f8eb1ecc12.txt` §7 and
 * `001_d6f12bccaf6aeee8.txt` §7). The implied operations the spec lists without a path
 * (reset password, uploads, deposit, withdraw, bonuses, limits, ...) use paths this project
 * chose in the same style; they are this project's contract and are listed in the README.
 * A brand whose back end differs overrides any of them through `createApiClient({ paths })`.
 *
 * `{name}` marks a path parameter, filled by {@link fillPath}.
 */
export const DEFAULT_PATHS = {
  // content (000 §7, 001 §7)
  locales: "/api/core/casino/locales/{locale}.json",
  scripts: "/api/core/casino/scripts",
  settings: "/api/core/casino/settings2",
  categoryList: "/api/admin/get-full-category-list",

  // session (001 §7)
  login: "/api/user/login",
  signUp: "/api/user/sign-up",
  logout: "/api/user/logout",

  // user (000 §7, 001 §7; reset-password, send-credentials, resend-verification-email implied)
  userDetails: "/api/user/get-user-details",
  updateUserDetails: "/api/user/update-user-details",
  resetPassword: "/api/user/reset-password",
  sendCredentials: "/api/user/send-credentials",
  resendVerificationEmail: "/api/user/resend-verification-email",
  logEvent: "/api/user/log-event",

  // location and registration (000 §7)
  countries: "/api/admin/get-all-country",
  currencies: "/api/admin/get-currencies",
  location: "/api/admin/get-location",
  registrationFields: "/api/admin/get-registration-fields",
  countryBlocked: "/api/user/country-blocked",

  // bonuses (000 §7; user bonus list 000 §7; activate/cancel/claim/coupon implied by 001 §7)
  allBonus: "/api/admin/get-all-bonus",
  userBonus: "/api/user/get-user-bonus",
  activateBonus: "/api/user/activate-bonus",
  cancelBonus: "/api/user/cancel-bonus",
  claimBonus: "/api/user/claim-bonus",
  applyCoupon: "/api/user/apply-coupon",

  // rakeback and rewards (000 §7; claim-reward implied by 001 §7)
  rakebackDays: "/api/admin/get-rakeback-days",
  rakebackClaim: "/api/user/rakeback-claim",
  calendarAward: "/api/user/calendar-award",
  claimReward: "/api/user/claim-reward",

  // payments (000 §7; deposit, withdraw, cancel, crypto calc, transactions implied by 001 §7)
  payments: "/api/admin/get-payments",
  threeDsWebhook: "/api/user/3ds-webhook",
  deposit: "/api/payment/deposit",
  withdraw: "/api/payment/withdraw",
  cancelWithdrawal: "/api/payment/cancel-withdrawal",
  cryptoWithdrawalCalc: "/api/payment/crypto-withdrawal-calc",
  transactions: "/api/user/get-transactions",

  // KYC documents (000 §7; upload implied by 001 §7)
  documents: "/api/user/get-documents",
  documentLabels: "/api/user/get-document-label",
  uploadDocument: "/api/user/upload-document",

  // responsible-gambling limits (implied by 001 §7)
  limits: "/api/user/get-limits",
  setLimit: "/api/user/set-limit",
  removeLimit: "/api/user/remove-limit",

  // game catalogue (this project's contract: the lobby, the home page's rails, the game page)
  games: "/api/admin/get-games",
  game: "/api/admin/get-game",
  gameProviders: "/api/admin/get-providers",
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

/** Whether a path goes to the core host (000 §7: paths starting with /api/core are rewritten). */
export function isCorePath(path: string): boolean {
  return path === "/api/core" || path.startsWith("/api/core/");
}
