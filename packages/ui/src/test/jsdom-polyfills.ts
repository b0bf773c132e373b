/**
 * Browser APIs that Radix primitives call and jsdom lacks (pointer capture for Select,
 * scrollIntoView for lists, ResizeObserver for popper sizing). No-ops are enough: jsdom has no layout.
 */
export function installBrowserApisMissingFromJsdom(): void {
  const element = Element.prototype as Partial<Element>;
  element.hasPointerCapture ??= () => false;
  element.setPointerCapture ??= () => undefined;
  element.releasePointerCapture ??= () => undefined;
  element.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
