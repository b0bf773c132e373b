import type { AllBonusQuery, UserBonusQuery } from "../schemas/bonus";
import type { TransactionsQuery } from "../schemas/payments";
import type { ScriptsQuery } from "../endpoints/content";

const all = ["casino"] as const;
const player = [...all, "player"] as const;

/**
 * Query keys of every cached read, in one place so invalidations cannot drift from reads.
 * Everything that belongs to the signed-in player sits under `queryKeys.player()`, so a logout
 * drops it in one call and the next player never sees it.
 */
export const queryKeys = {
  all: () => all,
  settings: () => [...all, "settings"] as const,
  localeTexts: (locale: string, hash?: string | number | null) =>
    [...all, "localeTexts", locale, hash ?? null] as const,
  scripts: (query: ScriptsQuery) => [...all, "scripts", query] as const,
  categoryList: (locale: string) => [...all, "categoryList", locale] as const,
  allBonus: (query: AllBonusQuery) => [...all, "allBonus", query] as const,
  payments: (query: { currencyCode?: string | undefined; countryCode?: string | undefined }) =>
    [...all, "payments", query] as const,
  countries: () => [...all, "countries"] as const,
  currencies: () => [...all, "currencies"] as const,
  location: () => [...all, "location"] as const,
  registrationFields: () => [...all, "registrationFields"] as const,
  /** A visitor's linked account: not the player's yet, and dropped when the linked sign-up closes. */
  linkedAccount: (uuid: string) => [...all, "linkedAccount", uuid] as const,
  player: () => player,
  userDetails: () => [...player, "userDetails"] as const,
  playerStats: () => [...player, "playerStats"] as const,
  walletFigures: () => [...player, "walletFigures"] as const,
  userBonus: (query: UserBonusQuery) => [...player, "userBonus", query] as const,
  userBonusAll: () => [...player, "userBonus"] as const,
  rakebackDays: (userId: number | string, bonusId?: number | string | null) =>
    [...player, "rakebackDays", String(userId), bonusId ?? null] as const,
  rakebackDaysAll: () => [...player, "rakebackDays"] as const,
  calendarAward: (userId: number | string) => [...player, "calendarAward", String(userId)] as const,
  calendarAwardAll: () => [...player, "calendarAward"] as const,
  transactions: (query: TransactionsQuery) => [...player, "transactions", query] as const,
  transactionsAll: () => [...player, "transactions"] as const,
  instantWithdrawal: () => [...player, "instantWithdrawal"] as const,
  documents: () => [...player, "documents"] as const,
  documentLabels: () => [...player, "documentLabels"] as const,
  limits: () => [...player, "limits"] as const,
  favoriteGameIds: () => [...player, "favoriteGameIds"] as const,
  tournaments: () => [...all, "tournaments"] as const,
  /** The live chat: the same room for every visitor, so a logout keeps it. */
  chatRoom: () => [...all, "chatRoom"] as const,
  /** Under the player's keys: the own row depends on who asks. */
  leaderboard: (tournamentId: number | string) => [...player, "leaderboard", String(tournamentId)] as const,
  /** The session's debit and credit movements as the socket pushed them (never fetched). */
  sessionMovements: () => [...player, "sessionMovements"] as const,
  betRefusal: () => [...player, "betRefusal"] as const,
};
