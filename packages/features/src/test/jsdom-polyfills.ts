/**
 * Browser APIs the kit's components call and jsdom lacks: `matchMedia` (the phone-width carousel,
 * reduced motion), `ResizeObserver` (popper sizing), pointer capture and `scrollIntoView` (Radix).
 * Answers that suit a wide screen without layout are enough: jsdom draws nothing.
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
  window.matchMedia ??= (media: string): MediaQueryList => ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
