import { promotionBannerPath } from "../assets/asset-paths.ts";

/** Bonus types (`docs/features.md`, "Bonuses"). */
export type BonusType = "no_deposit" | "freespins" | "instant_cashback" | "deposit";

/** A promotion as `get-all-bonus` lists it, plus the activation rules the server checks. */
export interface SeedBonus {
  id: number;
  name: string;
  type: BonusType;
  isDeposit: boolean;
  banner: { bannerTitle: string; bannerImage: string; description: string };
  /** ISO weekdays (1 = Monday ... 7 = Sunday) on which the promotions calendar shows it. */
  calendarDays: number[];
  depositBonusPercent: number;
  maxBonusThreshold: number;
  maxWinAmount: number;
  minBalance: number;
  minDeposit: number;
  bonusAmount: number;
  freeSpinsQuantity: number;
  freeSpinGame: string | null;
  multiplier: number;
  wageringMultiplier: number;
  wageringType: "REAL_TO_FUN" | "REAL_MONEY_ONLY";
  /** Hours after registration during which it can be taken (REGISTRATION_BONUS), or null. */
  registrationWindowHours: number | null;
  /** Deposits the player must have made, or null for any (DEPOSITS_NUMBER). */
  requiredDepositCount: number | null;
  requiresEmailVerification: boolean;
  maxParticipants: number | null;
  participants: number;
  /** `HH:mm`–`HH:mm` UTC window (START_TIME_ERROR / END_TIME_ERROR), or null. */
  timeWindow: { from: string; to: string } | null;
  /** Valid until this day (`yyyy-MM-dd`, DAYS_VALID), or null. */
  validTo: string | null;
  /** Minimum net loss for cashback (NO_CASHBACK). */
  minLoss: number;
  coupon: string | null;
  currencyCode: string;
}

function bonus(id: number, name: string, type: BonusType, overrides: Partial<SeedBonus>): SeedBonus {
  return {
    id,
    name,
    type,
    isDeposit: type === "deposit",
    banner: { bannerTitle: name, bannerImage: promotionBannerPath(id), description: `${name}: see the bonus terms.` },
    calendarDays: [1, 2, 3, 4, 5, 6, 7],
    depositBonusPercent: 0,
    maxBonusThreshold: 0,
    maxWinAmount: 0,
    minBalance: 0,
    minDeposit: 0,
    bonusAmount: 0,
    freeSpinsQuantity: 0,
    freeSpinGame: null,
    multiplier: 1,
    wageringMultiplier: 35,
    wageringType: "REAL_MONEY_ONLY",
    registrationWindowHours: null,
    requiredDepositCount: null,
    requiresEmailVerification: false,
    maxParticipants: null,
    participants: 0,
    timeWindow: null,
    validTo: null,
    minLoss: 0,
    coupon: null,
    currencyCode: "EUR",
    ...overrides,
  };
}

/** Promotions of every type, spread over the week so the 7-day calendar preview has something each day. */
export const SEED_BONUSES: SeedBonus[] = [
  bonus(1, "Welcome package 150% up to 1000 EUR, deposit from 100 Euro", "deposit", {
    banner: {
      bannerTitle: "150% up to 1000 EUR welcome package",
      bannerImage: promotionBannerPath(1),
      description: "On your first deposit from 100 Euro. 35× wagering; bonus terms apply.",
    },
    depositBonusPercent: 150,
    maxBonusThreshold: 1000,
    minDeposit: 100,
    maxWinAmount: 5000,
    wageringType: "REAL_TO_FUN",
    requiredDepositCount: 0,
  }),
  bonus(2, "Monday reload 50%", "deposit", {
    banner: {
      bannerTitle: "Monday reload: 50% up to 200 EUR",
      bannerImage: promotionBannerPath(2),
      description: "Every Monday on deposits from 20 EUR.",
    },
    calendarDays: [1],
    depositBonusPercent: 50,
    maxBonusThreshold: 200,
    minDeposit: 20,
  }),
  bonus(3, "100 free spins on Book of Embers", "freespins", {
    banner: {
      bannerTitle: "100 free spins on Book of Embers",
      bannerImage: promotionBannerPath(3),
      description: "Verify your e-mail and spin Book of Embers on us.",
    },
    calendarDays: [2, 4, 6],
    freeSpinsQuantity: 100,
    freeSpinGame: "book-of-embers",
    requiresEmailVerification: true,
    maxWinAmount: 100,
  }),
  bonus(4, "10 EUR no-deposit welcome gift", "no_deposit", {
    banner: {
      bannerTitle: "10 EUR welcome gift, no deposit",
      bannerImage: promotionBannerPath(4),
      description: "Yours within 72 hours of signing up. Verify your e-mail to claim it.",
    },
    bonusAmount: 10,
    registrationWindowHours: 72,
    requiresEmailVerification: true,
    maxWinAmount: 50,
  }),
  bonus(5, "Weekend instant cashback 10%", "instant_cashback", {
    banner: {
      bannerTitle: "10% instant cashback all weekend",
      bannerImage: promotionBannerPath(5),
      description: "Saturday and Sunday, on net losses from 20 EUR.",
    },
    calendarDays: [6, 7],
    multiplier: 0.1,
    minLoss: 20,
    requiredDepositCount: 1,
  }),
  bonus(6, "Happy hour spins", "freespins", {
    banner: {
      bannerTitle: "Happy hour: 20 free spins",
      bannerImage: promotionBannerPath(6),
      description: "Every Wednesday and Friday, 18:00 to 20:00 UTC.",
    },
    calendarDays: [3, 5],
    freeSpinsQuantity: 20,
    freeSpinGame: "orchard-frenzy",
    timeWindow: { from: "18:00", to: "20:00" },
  }),
  bonus(7, "Limited VIP drop (sold out)", "no_deposit", {
    banner: {
      bannerTitle: "VIP drop: 25 EUR (sold out)",
      bannerImage: promotionBannerPath(7),
      description: "The first 100 players took it. Watch for the next drop.",
    },
    calendarDays: [5],
    bonusAmount: 25,
    maxParticipants: 100,
    participants: 100,
  }),
  bonus(8, "Third deposit booster 75%", "deposit", {
    banner: {
      bannerTitle: "Third deposit booster: 75%",
      bannerImage: promotionBannerPath(8),
      description: "Up to 300 EUR on your third deposit from 25 EUR.",
    },
    calendarDays: [2, 5],
    depositBonusPercent: 75,
    maxBonusThreshold: 300,
    requiredDepositCount: 2,
    minDeposit: 25,
  }),
  bonus(9, "Coupon SPRING25", "no_deposit", {
    banner: {
      bannerTitle: "Code SPRING25: 25 EUR bonus",
      bannerImage: promotionBannerPath(9),
      description: "Enter SPRING25 in the cashier or on your bonuses page.",
    },
    bonusAmount: 25,
    coupon: "SPRING25",
    validTo: "2099-12-31",
  }),
  bonus(10, "Expired autumn offer", "deposit", {
    banner: {
      bannerTitle: "Autumn reload 25% (ended)",
      bannerImage: promotionBannerPath(10),
      description: "This offer has ended.",
    },
    calendarDays: [4],
    depositBonusPercent: 25,
    maxBonusThreshold: 100,
    validTo: "2020-11-30",
  }),
];
