import type { PaymentMethodWire } from "@casino/api-client";
import {
  filterPaymentMethods,
  paymentMethodThumbnail,
  withdrawalMethodOf,
  type PaymentMethodUser,
} from "@casino/domain";
import type { WithdrawalMethodOption } from "@casino/ui";

/** The withdrawal's read of the player's pending withdrawals, which it lists with their Cancel. */
export const WITHDRAW_PENDING_QUERY = { type: "withdrawal", status: "pending" } as const;

/**
 * The methods a player can withdraw to (see docs/features.md, "Withdrawals"): the deposit's
 * filters (`filterPaymentMethods`), then those that take withdrawals, each with the fields it asks
 * for and its range, whose upper end is at most the withdrawable balance.
 */
export function withdrawalMethodOptions(
  methods: readonly PaymentMethodWire[],
  player: PaymentMethodUser,
  withdrawable: number,
  assetUrl: (path: string) => string,
): WithdrawalMethodOption[] {
  return filterPaymentMethods(methods, player)
    .filter((method) => method.withdrawalExist !== false)
    .map((method) => {
      const logo = paymentMethodThumbnail(method);
      const max = method.maxAmount == null ? withdrawable : Math.min(method.maxAmount, withdrawable);
      return {
        id: String(method.id),
        title: method.title ?? method.rawTitle ?? method.name,
        logoUrl: logo === null ? null : assetUrl(logo),
        method: withdrawalMethodOf({
          name: method.name,
          paymentMethod: method.paymentMethod ?? null,
          isCrypto: method["isCrypto"],
        }),
        range: { min: method.minAmount ?? null, max },
      };
    });
}
