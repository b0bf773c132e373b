import { MONTHLY_WINNINGS_LIMIT_AMOUNT, monthlyWinningsRemaining } from "@casino/domain";
import { wireAmount } from "../money.ts";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { bonusesOf, currenciesOf, isCryptoCurrency } from "./catalog.ts";
import { playerBonusRow } from "./bonus-rows.ts";
import { walletOf } from "./wallet.ts";

/** The active bonus of a player, as a bonus row, or null. */
export function activeBonusRow(ctx: ServerContext, player: Player): Record<string, unknown> | null {
  const active = ctx.store.playerBonuses.list(player.id).find((record) => record.status === "active");
  if (!active) return null;
  return playerBonusRow(
    active,
    bonusesOf(ctx).find((bonus) => bonus.id === active.bonusId),
    player.profile.currencyCode,
  );
}

/** The player fields of the user details (`getUser`). */
export function userFields(player: Player): Record<string, unknown> {
  const { profile } = player;
  return {
    userId: player.id,
    email: player.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    nickname: profile.nickname,
    address: profile.address,
    zipCode: profile.zipCode,
    city: profile.city,
    dateOfBirth: profile.dateOfBirth,
    phoneCode: profile.phoneCode,
    phone: profile.phone,
    countryCode: profile.countryCode,
    currencyCode: profile.currencyCode,
    gender: profile.gender,
    promoCode: profile.promoCode ?? null,
    cpfNumber: profile.cpfNumber ?? null,
    upiId: profile.upiId ?? null,
    skrillEmail: profile.skrillEmail ?? null,
    tags: profile.tags,
    isEmailVerified: profile.isEmailVerified,
    kycStatus: profile.kycStatus,
    preferredLanguage: profile.preferredLanguage,
    userLimit: profile.userLimit,
    rewardCalendarOptOut: profile.rewardCalendarOptOut,
    createdAt: player.createdAt,
  };
}

/** `data` of get-user-details, computed from the player's rows. */
export function userDetails(ctx: ServerContext, player: Player): Record<string, unknown> {
  const now = ctx.clock.now();
  const currency = player.profile.currencyCode;
  const deposits = ctx.store.transactions.list(player.id, ["deposit"]).filter((row) => row.status === "completed");
  const totalSpend = ctx.store.transactions.sum(player.id, "bet", ["completed"], "0000");
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const wonThisMonth = wireAmount(ctx.store.transactions.sum(player.id, "win", ["completed"], monthStart), currency);
  const wallet = walletOf(ctx, player.id);
  const userWallet = {
    amount: wallet.cash,
    nonCashAmount: wallet.nonCash,
    totalAmount: wallet.total,
    currencyCode: currency,
  };
  const previousLogin = ctx.store.sessions.previous(player.id);
  return {
    getUser: {
      ...userFields(player),
      userWallet,
      // The sign-in before this session, as the login answer names it, and this session's address.
      lastLogin: previousLogin
        ? { created_at: previousLogin.createdAt, ip: previousLogin.ip, location: ctx.visitor.location.countryCode }
        : null,
      currentIp: ctx.visitor.location.ip,
    },
    userWallet,
    depositCount: deposits.length,
    totalDeposit: wireAmount(
      deposits.reduce((sum, row) => sum + row.amountMinor, 0),
      currency,
    ),
    totalSpend: wireAmount(totalSpend, currency),
    isCrypto: isCryptoCurrency(ctx, currency),
    userLoyaltyLevel: {
      level: player.profile.loyalty.level,
      points: player.profile.loyalty.points,
      pointsUntilNextLevel: player.profile.loyalty.pointsToNextLevel,
      xp: player.profile.loyalty.xp,
    },
    referralData: player.profile.referral,
    activeBonus: activeBonusRow(ctx, player),
    depositWagerLeft: wireAmount(player.profile.depositWagerLeftMinor, currency),
    currencySymbol: currenciesOf(ctx).find((entry) => entry.code === currency)?.symbol ?? currency,
    userMonthlyLimit: {
      // A fixed monthly win amount of 700 (`docs/features.md`, "Limits").
      amount: MONTHLY_WINNINGS_LIMIT_AMOUNT,
      won: wonThisMonth,
      left: monthlyWinningsRemaining(wonThisMonth),
    },
  };
}

/** How many completed deposits a player has. */
export function depositCountOf(ctx: ServerContext, playerId: number): number {
  return ctx.store.transactions.count(playerId, "deposit", "completed");
}
