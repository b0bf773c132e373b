export { WageringProgress } from "./WageringProgress";
export type { WageringProgressProps } from "./WageringProgress";
