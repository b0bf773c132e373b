import { isPaymentMethodAvailable } from "@casino/domain";
import type { Player } from "../players/player.ts";
import type { SeedBonus } from "../seed/bonuses.ts";
import type { SeedCountry } from "../seed/countries.ts";
import type { SeedCurrency } from "../seed/currencies.ts";
import type { SeedPaymentMethod } from "../seed/payment-methods.ts";
import { CATALOG } from "../seed/seed-database.ts";
import type { SEED_SETTINGS } from "../seed/settings.ts";
import type { ServerContext } from "../server-context.ts";

/** The settings document: the seeded flags plus whatever a brand or the control endpoint added. */
export type Settings = typeof SEED_SETTINGS & Record<string, unknown>;

/** The settings as stored now. */
export function settingsOf(ctx: ServerContext): Settings {
  return ctx.store.catalog.get<Settings>(CATALOG.settings);
}

/** The promotions catalogue. */
export function bonusesOf(ctx: ServerContext): SeedBonus[] {
  return ctx.store.catalog.get<SeedBonus[]>(CATALOG.bonuses);
}

/** The payment methods catalogue. */
export function paymentMethodsOf(ctx: ServerContext): SeedPaymentMethod[] {
  return ctx.store.catalog.get<SeedPaymentMethod[]>(CATALOG.paymentMethods);
}

/**
 * The method `id` if it is offered to `player`, by the same rule the site filters the cashier's
 * list with (the domain's `isPaymentMethodAvailable`: active, not hidden, the player's country,
 * currency, e-mail and tags), so a method the cashier does not show cannot be called directly.
 */
export function offeredPaymentMethod(
  ctx: ServerContext,
  player: Player,
  id: number | string,
): SeedPaymentMethod | undefined {
  const method = paymentMethodsOf(ctx).find((entry) => String(entry.id) === String(id));
  const offered =
    method !== undefined &&
    isPaymentMethodAvailable(method, {
      countryCode: player.profile.countryCode,
      currencyCode: player.profile.currencyCode,
      email: player.email,
      tags: player.profile.tags,
    });
  return offered ? method : undefined;
}

/** The countries catalogue. */
export function countriesOf(ctx: ServerContext): SeedCountry[] {
  return ctx.store.catalog.get<SeedCountry[]>(CATALOG.countries);
}

/** The currencies catalogue. */
export function currenciesOf(ctx: ServerContext): SeedCurrency[] {
  return ctx.store.catalog.get<SeedCurrency[]>(CATALOG.currencies);
}

/** Whether a currency is crypto (8 decimals, crypto methods). */
export function isCryptoCurrency(ctx: ServerContext, code: string): boolean {
  return currenciesOf(ctx).some((currency) => currency.code === code && currency.isCrypto);
}
