export { UsageMeter } from "./UsageMeter";
export type { UsageMeterProps } from "./UsageMeter";
