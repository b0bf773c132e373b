import type { Store } from "../db/store.ts";
import { emptyProfile } from "../players/default-profile.ts";
import { amountToMinorUnits } from "@casino/domain";
import type { PasswordHasher } from "../players/password.ts";
import { SEED_BONUSES } from "./bonuses.ts";
import { SEED_CATEGORIES } from "./categories.ts";
import { SEED_CONTENT_TEXTS } from "./content-texts.ts";
import { legalContentEntries } from "./legal/legal-documents.ts";
import { SEED_COUNTRIES } from "./countries.ts";
import { SEED_CURRENCIES } from "./currencies.ts";
import { SEED_DOCUMENT_LABELS } from "./document-labels.ts";
import { generateGames } from "./games/generate-games.ts";
import { gameProviderRows } from "./games/game-provider-rows.ts";
import { SEED_PAYMENT_METHODS } from "./payment-methods.ts";
import { DEMO_PASSWORD, SEED_PLAYERS } from "./players.ts";
import { SEED_REGISTRATION_FIELDS } from "./registration-fields.ts";
import { SEED_SCRIPTS } from "./scripts.ts";
import { SEED_SETTINGS } from "./settings.ts";
import { SEED_ENTRANTS, seedTournaments } from "./tournaments.ts";

const DAY_MS = 86_400_000;

/** Catalogue entry names. */
export const CATALOG = {
  settings: "settings",
  countries: "countries",
  currencies: "currencies",
  paymentMethods: "paymentMethods",
  bonuses: "bonuses",
  categories: "categories",
  scripts: "scripts",
  registrationFields: "registrationFields",
  documentLabels: "documentLabels",
  games: "games",
  gameProviders: "gameProviders",
  tournaments: "tournaments",
  tournamentEntrants: "tournamentEntrants",
  texts: (locale: string) => `texts:${locale}`,
  seededAt: "seededAt",
} as const;

const demoHashes = new Map<number, Promise<string>>();

/**
 * The one hash every demo player is seeded with: they share a published password and scrypt is
 * slow on purpose, so it is made once per cost and process (a reset, a restart in a test, reuse it).
 */
export function demoPasswordHash(hasher: PasswordHasher): Promise<string> {
  let hash = demoHashes.get(hasher.cost);
  if (!hash) {
    hash = hasher.hash(DEMO_PASSWORD);
    demoHashes.set(hasher.cost, hash);
  }
  return hash;
}

/**
 * Writes the catalogue and the demo players. Dates are relative to `now`; `passwordHash` is
 * {@link demoPasswordHash}'s.
 */
export function seedDatabase(store: Store, now: Date, passwordHash: string): void {
  const nowIso = now.toISOString();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  store.transaction(() => {
    store.catalog.set(CATALOG.settings, SEED_SETTINGS);
    store.catalog.set(CATALOG.countries, SEED_COUNTRIES);
    store.catalog.set(CATALOG.currencies, SEED_CURRENCIES);
    store.catalog.set(CATALOG.paymentMethods, SEED_PAYMENT_METHODS);
    store.catalog.set(CATALOG.bonuses, SEED_BONUSES);
    store.catalog.set(CATALOG.categories, SEED_CATEGORIES);
    store.catalog.set(CATALOG.scripts, SEED_SCRIPTS);
    store.catalog.set(CATALOG.registrationFields, SEED_REGISTRATION_FIELDS);
    store.catalog.set(CATALOG.documentLabels, SEED_DOCUMENT_LABELS);
    const games = generateGames(now);
    store.catalog.set(CATALOG.games, games);
    store.catalog.set(CATALOG.gameProviders, gameProviderRows(games));
    store.catalog.set(CATALOG.tournaments, seedTournaments(now));
    store.catalog.set(CATALOG.tournamentEntrants, SEED_ENTRANTS);
    for (const [locale, texts] of Object.entries(SEED_CONTENT_TEXTS))
      store.catalog.set(CATALOG.texts(locale), { ...texts, ...legalContentEntries(locale) });

    for (const [index, seed] of SEED_PLAYERS.entries()) {
      const profile = { ...emptyProfile(seed.profile.currencyCode ?? "EUR"), ...seed.profile };
      profile.referral = { code: `DEMO${index + 1}`, visits: 12 * index, registrations: index, revenue: 5 * index };
      profile.loyalty = seed.profile.loyalty ?? {
        level: 1 + index,
        points: 150 * index,
        pointsToNextLevel: 1000 - 100 * index,
        xp: 40 * index,
      };
      if (seed.selfExcludedForDays !== null) {
        profile.userLimit = {
          isSelfExclusionPermanent: false,
          // The instant it ends (docs/features.md, "Self-exclusion, time-out and freeze"), counted
          // from the start's whole minute so it reads the same minute on every start.
          selfExclusion: new Date(
            Math.floor(now.getTime() / 60_000) * 60_000 + seed.selfExcludedForDays * DAY_MS,
          ).toISOString(),
        };
      }
      const minor = (amount: number) => amountToMinorUnits(amount, profile.currencyCode);
      const playerId = store.players.create({
        email: seed.email,
        passwordHash,
        profile,
        cashMinor: minor(seed.cash),
        nonCashMinor: minor(seed.nonCash),
        createdAt: ago(seed.deposits.length === 0 ? 0 : 60),
      });
      for (const [depositIndex, amount] of seed.deposits.entries()) {
        store.transactions.add({
          playerId,
          kind: "deposit",
          amountMinor: minor(amount),
          status: "completed",
          method: profile.currencyCode === "BTC" ? "bitcoin" : "visa",
          data: {},
          createdAt: ago(50 - depositIndex * 10),
        });
      }
      for (const round of seed.rounds ?? []) {
        const betId = store.transactions.add({
          playerId,
          kind: "bet",
          amountMinor: minor(round.stake),
          status: "completed",
          method: null,
          data: { gameSlug: games[round.game]?.slug ?? null },
          createdAt: ago(round.daysAgo),
        });
        if (round.win > 0) {
          store.transactions.add({
            playerId,
            kind: "win",
            amountMinor: minor(round.win),
            status: "completed",
            method: null,
            data: { betId },
            createdAt: ago(round.daysAgo),
          });
        }
      }
      if (seed.activeBonusId !== null) {
        const userBonusId = store.playerBonuses.add(playerId, seed.activeBonusId, ago(2), {
          amountMinor: minor(seed.nonCash),
          wagerLeftMinor: minor(seed.nonCash) * 35,
          freeSpinsLeft: seed.freeSpinsLeft ?? 0,
        });
        if (seed.bonusWagered !== undefined) store.playerBonuses.wager(userBonusId, minor(seed.bonusWagered), ago(1));
      }
      if (seed.documentsConfirmed) {
        for (const label of SEED_DOCUMENT_LABELS) {
          store.documents.add(playerId, {
            label: String(label.id),
            side: "front",
            fileName: `${label.key}.pdf`,
            mimeType: "application/pdf",
            size: 9,
            content: new TextEncoder().encode("%PDF-1.4\n"),
            status: "confirmed",
            createdAt: ago(20),
            updatedAt: ago(19),
          });
        }
      }
    }
    store.catalog.set(CATALOG.seededAt, nowIso);
  });
}
