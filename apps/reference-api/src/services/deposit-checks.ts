import type { DepositRequest } from "@casino/api-client";
import {
  mayStakeMoney,
  missingDepositProfileFields,
  validateDateOfBirth,
  validateDepositAmount,
  validateDepositPhone,
} from "@casino/domain";
import type { Player } from "../players/player.ts";
import type { SeedPaymentMethod } from "../seed/payment-methods.ts";
import type { ServerContext } from "../server-context.ts";
import { offeredPaymentMethod, paymentMethodsOf, settingsOf } from "./catalog.ts";
import { conflict, unprocessable } from "../http/refusals.ts";
import { isVisitorRestricted } from "./visitor-location.ts";
import { limitExceeded } from "./limits.ts";

/**
 * The payment method a deposit may go through, or the spec's deposit error code as a refusal
 * (`docs/features.md`, "Deposits"): the player's state first (self-exclusion, location, profile,
 * e-mail), then the method, currency, amount, phone and the player's deposit limit (`amountMinor`:
 * the amount in minor units of the player's currency).
 */
export function depositMethodOrRefusal(
  ctx: ServerContext,
  player: Player,
  body: DepositRequest,
  amountMinor: number,
): SeedPaymentMethod {
  const now = ctx.clock.now();
  const settings = settingsOf(ctx);
  const location = ctx.visitor.location;
  const profile = player.profile;

  const staking = mayStakeMoney(profile, now);
  if (!staking.allowed)
    throw conflict("SELF_EXCLUDED", "A self-excluded player may only withdraw", {
      reason: staking.reason,
      permanent: staking.permanent,
      until: staking.until,
    });
  if (isVisitorRestricted(ctx)) {
    throw unprocessable(
      "DEPOSIT_COUNTRY_BLOCK",
      `Deposits are not available from ${location.countryCode}; if you use a VPN, turn it off`,
    );
  }
  // The fields the cashier asks for first (the domain's rule); the refusal names them so the site can too.
  const missing = missingDepositProfileFields(profile, { allowDepWithoutAddress: settings.allowDepWithoutAddress });
  if (missing.length > 0)
    throw conflict("GLOBAL_ERROR", `Complete your profile before depositing: ${missing.join(", ")}`, {
      fields: missing,
    });
  if (validateDateOfBirth(profile.dateOfBirth, now))
    throw conflict("UNDER_AGE", "Deposits are for players 18 and over", { fields: ["dateOfBirth"] });
  if (!profile.isEmailVerified)
    throw conflict("REQUIRED_EMAIL_VERIFICATION", "Verify your e-mail address before depositing");
  const method = paymentMethodsOf(ctx).find((entry) => String(entry.id) === String(body.paymentMethodId));
  if (!method || !method.isActive)
    throw unprocessable("PROVIDER_ERROR", `Payment method ${body.paymentMethodId} is not available`);
  if (
    body.currencyCode !== profile.currencyCode ||
    (method.allowedCurrencies.length > 0 && !method.allowedCurrencies.includes(body.currencyCode)) ||
    method.restrictedCurrencies.includes(body.currencyCode)
  ) {
    throw unprocessable("PAYMENT_SERVICE_ERROR", `${method.title} does not take ${body.currencyCode}`);
  }
  // The rest of the cashier's own filter (country, e-mail, tags, hidden): a method it does not show cannot be called.
  if (!offeredPaymentMethod(ctx, player, method.id))
    throw unprocessable("PROVIDER_ERROR", `Payment method ${body.paymentMethodId} is not available`);
  if (
    validateDepositAmount(body.amount, { min: method.minAmount, max: method.maxAmount }) ===
    "PAYMENT_PROVIDER_LIMIT_THRESHOLD"
  ) {
    throw unprocessable(
      "PAYMENT_PROVIDER_LIMIT_THRESHOLD",
      `${method.title} takes ${method.minAmount} to ${method.maxAmount} ${body.currencyCode}`,
      { min: method.minAmount, max: method.maxAmount },
    );
  }
  // Methods paid from a phone (UPI, Papara) need a number of at least 6 characters.
  if ((method.phoneRequired || body.phone !== undefined) && validateDepositPhone(body.phone)) {
    throw unprocessable("PHONE_ERROR", "The phone number is too short");
  }
  const exceeded = limitExceeded(ctx, player.id, "deposit", amountMinor);
  if (exceeded)
    throw unprocessable("PAYMENT_LIMIT_THRESHOLD", `Your ${exceeded} deposit limit is reached`, { period: exceeded });
  return method;
}
