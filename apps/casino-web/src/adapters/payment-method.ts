import type { PaymentMethodWire } from "@casino/api-client";
import type { PaymentMethod } from "@casino/domain";

function flag(value: boolean | 0 | 1 | null | undefined): boolean | null | undefined {
  return value == null ? value : Boolean(value);
}

/**
 * A payment method as the domain's filter reads it: the back end's 0/1 flags as booleans, and a
 * name even when the back end only sent `paymentMethod` (the method's key) or nothing but its id.
 *
 * @example toPaymentMethod({ id: 3, paymentMethod: "visa", isActive: 1 }) // { id: 3, name: "visa", isActive: true, ... }
 */
export function toPaymentMethod(wire: PaymentMethodWire): PaymentMethod {
  return {
    ...wire,
    name: wire.name ?? wire.paymentMethod ?? String(wire.id),
    isActive: flag(wire.isActive),
    hidden: flag(wire.hidden),
    withdrawalExist: flag(wire.withdrawalExist),
    isCardForm: flag(wire.isCardForm),
  };
}
