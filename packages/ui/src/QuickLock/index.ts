export { QuickLock } from "./QuickLock";
export type { QuickLockProps } from "./QuickLock";
