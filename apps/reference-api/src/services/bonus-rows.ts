import type { PlayerBonusRecord } from "../db/player-bonus-store.ts";
import { wireAmount } from "../money.ts";
import type { SeedBonus } from "../seed/bonuses.ts";
import { FEATURED_GAMES } from "../seed/games/game-titles.ts";
import { slugOf } from "../seed/games/generate-games.ts";

/**
 * The free-spin game as the wire carries it: its slug and its name, so the site names the game
 * rather than showing its slug (the promotions name featured games, which always exist).
 */
function freeSpinGameRow(slug: string | null): { slug: string; name: string } | null {
  if (slug === null) return null;
  const game = FEATURED_GAMES.find((featured) => slugOf(featured.name) === slug);
  return { slug, name: game?.name ?? slug };
}

/** A promotion as a bonus row (`@casino/api-client` `bonusSchema`). */
export function promotionRow(bonus: SeedBonus): Record<string, unknown> {
  return {
    id: bonus.id,
    name: bonus.name,
    bonusType: bonus.type,
    isDeposit: bonus.isDeposit,
    depositBonusPercent: bonus.depositBonusPercent,
    maxBonusThreshold: bonus.maxBonusThreshold,
    maxWinAmount: bonus.maxWinAmount,
    minBalance: bonus.minBalance,
    minDeposit: bonus.minDeposit,
    bonusAmount: bonus.bonusAmount,
    freeSpinsQuantity: bonus.freeSpinsQuantity,
    freeSpinGame: freeSpinGameRow(bonus.freeSpinGame),
    multiplier: bonus.multiplier,
    wageringMultiplier: bonus.wageringMultiplier,
    wageringType: bonus.wageringType,
    validTo: bonus.validTo,
    calendarDays: bonus.calendarDays,
    requiredDepositCount: bonus.requiredDepositCount,
    requiresEmailVerification: bonus.requiresEmailVerification,
    currencyCode: bonus.currencyCode,
    banner: bonus.banner,
  };
}

/** A bonus a player took, with its promotion's terms (`bonusSchema`); `currency` is the player's. */
export function playerBonusRow(
  record: PlayerBonusRecord,
  bonus: SeedBonus | undefined,
  currency: string,
): Record<string, unknown> {
  const amount = wireAmount(record.amountMinor, currency);
  const expiration = new Date(new Date(record.createdAt).getTime() + 30 * 86_400_000).toISOString();
  return {
    ...(bonus ? promotionRow(bonus) : { name: `Bonus ${record.bonusId}` }),
    id: record.id,
    userBonusId: record.id,
    bonusId: record.bonusId,
    status: record.status,
    bonusAmount: amount,
    amountConverted: record.status === "availed" ? amount : 0,
    wagerLeft: wireAmount(record.wagerLeftMinor, currency),
    wageredAmount: wireAmount(record.wageredMinor, currency),
    freeSpinsLeft: record.freeSpinsLeft,
    startDate: record.createdAt,
    expirationDate: expiration,
    lastUpdate: record.updatedAt,
  };
}
