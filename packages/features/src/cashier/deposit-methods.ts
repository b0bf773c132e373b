import type { PaymentMethodWire } from "@casino/api-client";
import {
  depositAmountRange,
  filterPaymentMethods,
  paymentMethodKind,
  paymentMethodThumbnail,
  type PaymentMethodUser,
} from "@casino/domain";
import type { DepositMethodOption } from "@casino/ui";

/**
 * The methods the cashier offers a player (see docs/features.md, "Payment methods"): filtered and
 * sorted by the domain's rules, each with its kind, its amount range and its logo on the core host.
 */
export function depositMethodOptions(
  methods: readonly PaymentMethodWire[],
  player: PaymentMethodUser,
  assetUrl: (path: string) => string,
): DepositMethodOption[] {
  return filterPaymentMethods(methods, player).map((method) => {
    const kind = paymentMethodKind(method);
    const logo = paymentMethodThumbnail(method);
    return {
      id: String(method.id),
      name: method.paymentMethod ?? method.name,
      title: method.title ?? method.rawTitle ?? method.name,
      logoUrl: logo === null ? null : assetUrl(logo),
      kind,
      range: depositAmountRange(
        { min: method.minAmount ?? null, max: method.maxAmount ?? null },
        { kind, currencyCode: player.currencyCode ?? null },
      ),
      phoneRequired: method.phoneRequired === true,
    };
  });
}
