"use client";

import { numberFormat } from "@casino/domain";
import { useLocale } from "@casino/i18n/react";
import { LoyaltyProgress, type LoyaltyProgressProps } from "@casino/ui/LoyaltyProgress";

/** The kit's loyalty block on a server page (the kit reads its texts from the browser's context), numbers in the page's locale. */
export function ProfileLoyalty(props: Omit<LoyaltyProgressProps, "formatNumber">) {
  const locale = useLocale();
  return <LoyaltyProgress {...props} formatNumber={(value) => numberFormat(locale).format(value)} />;
}
