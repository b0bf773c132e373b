import { VisuallyHidden as RadixVisuallyHidden } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  /** Text for screen readers; with `asChild`, the one element to hide (a heading, a label). */
  children: ReactNode;
  /** Hides the child element itself instead of wrapping it in a span. */
  asChild?: boolean;
}

/**
 * Content read by screen readers and not drawn: a page's title that its pictures show, a label
 * that the layout makes obvious to the eye. Radix's primitive, so every app hides it the same way.
 *
 * @example <VisuallyHidden asChild><h1>Demo Casino</h1></VisuallyHidden>
 */
export function VisuallyHidden({ children, asChild = false }: VisuallyHiddenProps): ReactElement {
  return <RadixVisuallyHidden.Root asChild={asChild}>{children}</RadixVisuallyHidden.Root>;
}
