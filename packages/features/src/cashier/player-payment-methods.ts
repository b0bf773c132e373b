/**
 * The read of a player's payment methods, by their currency and country: the one the cashier and the
 * withdrawal make, and so the one a page that draws them on the server makes before it renders
 * (`paymentMethodsQueryOptions(api, playerPaymentMethodsQuery(player))`). A player not yet known
 * reads none.
 */
export function playerPaymentMethodsQuery(
  player: { currencyCode?: string | null; countryCode?: string | null } | undefined,
): { currencyCode: string | undefined; countryCode: string | undefined } {
  return { currencyCode: player?.currencyCode ?? undefined, countryCode: player?.countryCode ?? undefined };
}
