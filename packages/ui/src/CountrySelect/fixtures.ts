import type { CountryOption } from "./CountrySelect";

/** A few countries in the shape get-all-country sends, for stories and tests. */
export const SAMPLE_COUNTRIES: readonly CountryOption[] = [
  { code: "AT", name: "Austria", phoneCode: "+43" },
  { code: "CA", name: "Canada", phoneCode: "+1" },
  { code: "DE", name: "Germany", phoneCode: "+49" },
  { code: "IN", name: "India", phoneCode: "+91" },
  { code: "MT", name: "Malta", phoneCode: "+356" },
  { code: "TR", name: "Türkiye", phoneCode: "90" },
  { code: "US", name: "United States", phoneCode: "+1" },
];
