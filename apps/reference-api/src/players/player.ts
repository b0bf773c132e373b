import type { ExclusionKind } from "@casino/domain";

/** KYC status of a player (APPROVED is the value the specification shows). */
export type KycStatus = "NOT_STARTED" | "PENDING" | "APPROVED" | "REJECTED";

/** What a player's row stores besides e-mail, password and wallet. */
export interface PlayerProfile {
  firstName: string | null;
  lastName: string | null;
  phoneCode: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  countryCode: string | null;
  currencyCode: string;
  city: string | null;
  zipCode: string | null;
  address: string | null;
  gender: string | null;
  nickname: string | null;
  /**
   * The name the player signed up with where the brand signs up by username, and signs in with
   * (docs/features.md, "Session and sign-in"): one per player in any case, never changed. Absent on rows made
   * before it was kept.
   */
  username?: string | null;
  /** The promo code the player signed up with. Absent on rows made before it was kept. */
  promoCode?: string | null;
  /** Payment identities the player gave: the Brazilian CPF number, a UPI ID, a Skrill e-mail. */
  cpfNumber?: string | null;
  upiId?: string | null;
  skrillEmail?: string | null;
  preferredLanguage: string;
  isEmailVerified: boolean;
  kycStatus: KycStatus;
  tags: string[];
  /** A duplicate-account flag: no no-deposit or free-spins bonuses. */
  duplicateAccount: boolean;
  userLimit: { isSelfExclusionPermanent: boolean; selfExclusion: string | null; exclusionKind?: ExclusionKind };
  loyalty: { level: number; points: number; pointsToNextLevel: number; xp: number };
  referral: { code: string; visits: number; registrations: number; revenue: number };
  /** Deposit wagering still to play before a withdrawal, in minor units of the player's currency. */
  depositWagerLeftMinor: number;
  /** Ghost (privacy) mode and reward-calendar opt-out flags. */
  ghostMode: boolean;
  rewardCalendarOptOut: boolean;
  /**
   * The player's last bonus buy refused over their own bet limit (the one Confirm Bonus Buy may
   * lift): the game, the stake and when.
   */
  refusedBonusBuy?: { gameSlug: string; stakeMinor: number; at: string };
  /**
   * The player confirmed that bonus buy: one bonus buy in that game, of at most that stake, before
   * `until`, skips the bet limit checks (never a loss limit); any other round keeps them.
   */
  bonusBuyExemption?: { gameSlug: string; stakeMinor: number; until: string };
  /**
   * The time zone the player's rakeback claims are counted in, and when they last claimed in it:
   * it holds until two days after that claim, so "today or yesterday" is one zone's two days.
   */
  rakebackZone?: { zone: string; lastClaimAt: string };
  cpnc: string | null;
  mkt: string | null;
}

/** A player as the store reads it. The wallet is read apart (`WalletStore`), fresh where money moves. */
export interface Player {
  id: number;
  email: string;
  passwordHash: string;
  profile: PlayerProfile;
  createdAt: string;
}
