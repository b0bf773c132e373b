import type { PlayerProfile } from "../players/player.ts";

/** The password of every demo player (it meets the strictest seeded password rules). */
export const DEMO_PASSWORD = "Demo123!";

/** A demo player: who they are and what their history holds at first start. */
export interface SeedPlayer {
  email: string;
  /** What the player is for, as the README lists it. */
  purpose: string;
  profile: Partial<PlayerProfile>;
  cash: number;
  nonCash: number;
  /** Amounts of completed deposits, oldest first. */
  deposits: number[];
  /** Days from first start until the self-exclusion ends, or null. */
  selfExcludedForDays: number | null;
  /** Id of a seeded bonus that is active, or null. */
  activeBonusId: number | null;
  /** Whether a confirmed set of KYC documents is on file. */
  documentsConfirmed: boolean;
}

const FULL_PROFILE: Partial<PlayerProfile> = {
  firstName: "Demo",
  phoneCode: "356",
  dateOfBirth: "1990-04-12",
  countryCode: "MT",
  city: "Valletta",
  zipCode: "VLT 1010",
  address: "1 Republic Street",
  gender: "Male",
  isEmailVerified: true,
};

/** The demo players of issue 5, each documented in the README. */
export const SEED_PLAYERS: SeedPlayer[] = [
  {
    email: "new@demo.casino",
    purpose: "New player: just signed up, nothing filled in beyond sign-up, no deposit",
    profile: {
      firstName: "Nina",
      lastName: "New",
      countryCode: "MT",
      isEmailVerified: true,
      dateOfBirth: "1900-01-01",
    },
    cash: 0,
    nonCash: 0,
    deposits: [],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  {
    email: "depositor@demo.casino",
    purpose: "Depositor: three deposits, rakeback days in every state, cashback, depositor scripts",
    profile: { ...FULL_PROFILE, lastName: "Depositor", phone: "21234567", tags: ["vip"] },
    cash: 250,
    nonCash: 0,
    deposits: [50, 100, 100],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  {
    email: "excluded@demo.casino",
    purpose: "Self-excluded player (for 180 days from first start): may only withdraw",
    profile: { ...FULL_PROFILE, firstName: "Sam", lastName: "Excluded", phone: "21234568" },
    cash: 80,
    nonCash: 0,
    deposits: [100],
    selfExcludedForDays: 180,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  {
    email: "unverified@demo.casino",
    purpose: "Unverified e-mail: cannot withdraw or take bonuses that need a verified address",
    profile: { ...FULL_PROFILE, firstName: "Uma", lastName: "Unverified", phone: "21234569", isEmailVerified: false },
    cash: 40,
    nonCash: 0,
    deposits: [40],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  {
    email: "kyc@demo.casino",
    purpose: "KYC approved: documents confirmed, address locked, free to withdraw",
    profile: {
      ...FULL_PROFILE,
      firstName: "Karl",
      lastName: "Verified",
      phone: "21234570",
      countryCode: "DE",
      phoneCode: "49",
      city: "Berlin",
      zipCode: "10115",
      address: "Unter den Linden 1",
      kycStatus: "APPROVED",
    },
    cash: 1200,
    nonCash: 0,
    deposits: [500, 500, 200],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: true,
  },
  {
    email: "crypto@demo.casino",
    purpose: "Crypto player: wallet in BTC (8 decimals), crypto payment methods",
    profile: { ...FULL_PROFILE, firstName: "Cora", lastName: "Crypto", phone: "21234571", currencyCode: "BTC" },
    cash: 0.01234567,
    nonCash: 0,
    deposits: [0.005, 0.01],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  {
    email: "bonus@demo.casino",
    purpose: "Active bonus: a deposit bonus with wagering left, so withdrawal is blocked",
    profile: { ...FULL_PROFILE, firstName: "Ben", lastName: "Bonus", phone: "21234572" },
    cash: 100,
    nonCash: 150,
    deposits: [100],
    selfExcludedForDays: null,
    activeBonusId: 1,
    documentsConfirmed: false,
  },
  {
    email: "cashier@demo.casino",
    purpose: "Cashier journeys only: a full profile and a verified e-mail, so deposits go through to the provider",
    profile: { ...FULL_PROFILE, firstName: "Cleo", lastName: "Cashier", phone: "21234574" },
    cash: 20,
    nonCash: 0,
    deposits: [20],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  {
    email: "withdrawer@demo.casino",
    purpose: "Withdraw journeys only: self-excluded (for 180 days from first start), one deposit, €80 to withdraw",
    profile: { ...FULL_PROFILE, firstName: "Wren", lastName: "Withdrawer", phone: "21234575" },
    cash: 80,
    nonCash: 0,
    deposits: [100],
    selfExcludedForDays: 180,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  {
    email: "ledger@demo.casino",
    purpose: "Transaction history journeys only: one deposit, then the rounds a journey plays",
    profile: { ...FULL_PROFILE, firstName: "Lee", lastName: "Ledger", phone: "21234576" },
    cash: 50,
    nonCash: 0,
    deposits: [50],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  {
    email: "duplicate@demo.casino",
    purpose: "Duplicate-account flag: no no-deposit or free-spins bonuses, deposit bonuses allowed",
    profile: { ...FULL_PROFILE, firstName: "Dana", lastName: "Duplicate", phone: "21234573", duplicateAccount: true },
    cash: 30,
    nonCash: 0,
    deposits: [30],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  // The rewards journeys' own players: each changes its bonuses, so no other test uses them.
  {
    email: "rewards@demo.casino",
    purpose:
      "Rewards journeys: just signed up, verified, no bonus: takes, plays through and claims the no-deposit gift",
    profile: { ...FULL_PROFILE, firstName: "Rita", lastName: "Rewards", phone: "21234574" },
    cash: 0,
    nonCash: 0,
    deposits: [],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  {
    email: "burn@demo.casino",
    purpose: "Rewards journeys: an active deposit bonus (50 EUR bonus money) to cancel after the burn warning",
    profile: { ...FULL_PROFILE, firstName: "Bruno", lastName: "Burn", phone: "21234575" },
    cash: 20,
    nonCash: 50,
    deposits: [20],
    selfExcludedForDays: null,
    activeBonusId: 1,
    documentsConfirmed: false,
  },
  {
    email: "coupon@demo.casino",
    purpose: "Rewards journeys: no bonus yet; redeems the coupon SPRING25 once",
    profile: { ...FULL_PROFILE, firstName: "Cleo", lastName: "Coupon", phone: "21234576" },
    cash: 10,
    nonCash: 0,
    deposits: [10],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: false,
  },
  {
    email: "reality@demo.casino",
    purpose: "Safer-gambling journeys only: plays rounds for the reality check's net position",
    profile: { ...FULL_PROFILE, firstName: "Rhea", lastName: "Reality", phone: "21234577" },
    cash: 500,
    nonCash: 0,
    deposits: [500],
    selfExcludedForDays: null,
    activeBonusId: null,
    documentsConfirmed: false,
  },
];
