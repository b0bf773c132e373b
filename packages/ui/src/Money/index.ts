export { Money } from "./Money";
export type { MoneyProps } from "./Money";
