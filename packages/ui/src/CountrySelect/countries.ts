/** A calling code written with its plus sign, whatever the back end sent (`"356"`, `"+356"`). */
export function formatPhoneCode(phoneCode: string | null | undefined): string {
  const digits = (phoneCode ?? "").replace(/[^\d-]/g, "");
  return digits === "" ? "" : `+${digits}`;
}

/** Whether two calling codes are the same, ignoring the plus sign and spacing. */
export function samePhoneCode(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = formatPhoneCode(a);
  return left !== "" && left === formatPhoneCode(b);
}

/** Whether a country (its name, code and calling code as keywords) matches what was typed in the search box. */
export function countryMatches(keywords: readonly string[], search: string): boolean {
  const query = search.trim().toLowerCase().replace(/^\+/, "");
  if (query === "") return true;
  return keywords.some((keyword) => keyword.toLowerCase().replace(/^\+/, "").includes(query));
}
