export type { LinkComponent, LinkProps } from "./link";
