import type { Bonus, UserDetails } from "@casino/api-client";
import { availableOffers, calendarDayInZone, mayStakeMoney, offerUnavailability } from "@casino/domain";
import type { Translate } from "@casino/i18n";
import { heldBonuses, replacedBonus } from "./bonus-replacement.js";
import { offerUnavailableText } from "./offer-unavailable.js";
import type { PromotionGridItem } from "./PromotionGrid.js";

/** What the promotions grid is drawn from: the page of promotions and, for a player, what they took. */
export interface PromotionGridSource {
  /** The page of promotions (`getAllBonus`'s rows). */
  rows: readonly Bonus[];
  /** The player's bonuses (`getUserBonus`'s rows), or null for a visitor or when they could not be read. */
  taken: readonly Bonus[] | null;
  /** The signed-in player's details, or null for a visitor. */
  player: UserDetails | null;
  now: Date;
  /** The brand's zone the offers' days are read in. */
  zone: string;
  t: Translate;
  locale: string;
  /** The API client's `assetUrl`, for the banners' images. */
  assetUrl: (path: string) => string;
}

/**
 * Whether a signed-in player may take no promotion at all (self-exclusion, time-out, freeze: see
 * docs/features.md, "Bonuses"); the page says so above the grid.
 */
export function promotionsClosed(player: UserDetails | null, now: Date, zone: string): boolean {
  return player !== null && !mayStakeMoney(player.getUser, now, zone).allowed;
}

/**
 * The promotions grid's cards from the API's answers (see docs/features.md, "Promotions" and
 * "Bonuses"): Activate on the promotions a player can still take, unless they may not stake
 * money; in its place, why not today; and the active bonus activating it would burn. Without the
 * player's bonuses nobody is offered Activate.
 *
 * @example promotionGridItems({ rows, taken: null, player: null, now, zone: "UTC", t, locale: "en", assetUrl }) // cards without Activate
 */
export function promotionGridItems({
  rows,
  taken,
  player,
  now,
  zone,
  t,
  locale,
  assetUrl,
}: PromotionGridSource): PromotionGridItem[] {
  const eligible = new Set(
    taken && !promotionsClosed(player, now, zone)
      ? availableOffers(rows, taken, calendarDayInZone(now, zone)).map((row) => row.id)
      : [],
  );
  const bonusPlayer = {
    bonuses: heldBonuses(taken ?? []),
    isEmailVerified: player?.getUser.isEmailVerified ?? null,
    depositCount: player?.depositCount ?? null,
  };
  return rows.map((row) => {
    const unavailable = eligible.has(row.id) ? offerUnavailability(row, bonusPlayer, now, zone) : null;
    return {
      id: row.id,
      title: row.banner?.bannerTitle ?? row.name ?? "",
      imageUrl: row.banner?.bannerImage ? assetUrl(row.banner.bannerImage) : null,
      description: row.banner?.description ?? null,
      bonusType: row.bonusType ?? null,
      eligible: eligible.has(row.id),
      unavailable: unavailable ? offerUnavailableText(unavailable, t, locale) : null,
      replaces: eligible.has(row.id) ? replacedBonus(row, taken ?? []) : null,
    };
  });
}
