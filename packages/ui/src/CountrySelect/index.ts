export { CountrySelect } from "./CountrySelect";
export type { CountryOption, CountrySelectProps } from "./CountrySelect";
export { CountryFlag, flagEmoji } from "./CountryFlag";
