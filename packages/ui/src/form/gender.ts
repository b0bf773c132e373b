import { GENDER_OPTIONS } from "@casino/domain";
import type { TextKey } from "@casino/i18n/react";

/** The words of each gender option, for the profile and sign-up forms' radio groups. */
export const GENDER_TEXT_KEYS: Record<(typeof GENDER_OPTIONS)[number], TextKey> = {
  notToSay: "gender.not.to.say",
  male: "gender.male",
  female: "gender.female",
};

/** The gender radio group's options in the page's language. */
export function genderOptions(t: (key: TextKey) => string): { value: string; label: string }[] {
  return GENDER_OPTIONS.map((value) => ({ value, label: t(GENDER_TEXT_KEYS[value]) }));
}
