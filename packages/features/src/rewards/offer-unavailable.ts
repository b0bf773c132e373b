import { bonusActivationErrorMessageKey, type OfferUnavailability, dateTimeFormat } from "@casino/domain";
import { dynamicTextKey, type Translate } from "@casino/i18n";

// 2024-01-01 was a Monday: ISO weekday n is this day plus n - 1, named in the locale.
const A_MONDAY = Date.UTC(2024, 0, 1);

function weekdayNames(days: readonly number[], locale: string): string {
  const name = dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(
    days.map((day) => name.format(new Date(A_MONDAY + (day - 1) * 86_400_000))),
  );
}

/**
 * Why an offer cannot be taken today, in words (docs/features.md, "Bonuses"): the weekdays it is
 * valid on, the deposits it needs or the deposit it goes with; the player's state as the
 * activation error's own text.
 *
 * @example offerUnavailableText({ code: "VALID_ON_DAYS", days: [3, 5] }, t, "en") // "Not today: this bonus can be taken on Wednesday and Friday."
 */
export function offerUnavailableText(reason: OfferUnavailability, t: Translate, locale: string): string {
  switch (reason.code) {
    case "VALID_ON_DAYS":
      return t("bonus.unavailable.days", { DAYS: weekdayNames(reason.days, locale) });
    case "DEPOSITS_NUMBER":
      return t("bonus.unavailable.deposits", { REQUIRED: reason.required, MADE: reason.made });
    case "DEPOSITS_NUMBER2":
      return t("bonus.unavailable.deposit.number", { NUMBER: reason.depositNumber });
    default:
      return t(dynamicTextKey(bonusActivationErrorMessageKey(reason.code)));
  }
}
