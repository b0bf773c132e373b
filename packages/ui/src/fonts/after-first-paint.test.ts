import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FONTS_AFTER_FIRST_PAINT_SCRIPT } from "./after-first-paint";

const root = document.documentElement;

/** A stand-in for the browser's paint timing: `paint(name)` reports a paint entry to the observers. */
class FakePaintObserver {
  static supportedEntryTypes = ["paint"];
  static observers = new Set<FakePaintObserver>();
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {}
  observe(): void {
    FakePaintObserver.observers.add(this);
  }
  disconnect(): void {
    FakePaintObserver.observers.delete(this);
  }
  static paint(name: string): void {
    for (const observer of [...FakePaintObserver.observers]) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  }
}

/** Runs the script as the page's `<head>` would, with `load` standing for `document.fonts.load`. */
function runScript(load: (font: string) => Promise<unknown>): void {
  Object.defineProperty(document, "fonts", { configurable: true, value: { load } });
  new Function(FONTS_AFTER_FIRST_PAINT_SCRIPT)();
}

/** Lets the timer after the paint and the font's promise settle. */
async function settle(): Promise<void> {
  vi.runAllTimers();
  for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
}

describe("FONTS_AFTER_FIRST_PAINT_SCRIPT", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.observers.clear();
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    root.style.setProperty("--casino-font-face", '"Outfit Variable"');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    root.removeAttribute("data-fonts");
    root.style.removeProperty("--casino-font-face");
    Reflect.deleteProperty(document, "fonts");
  });

  it("draws in the fallback until the first contentful paint, then loads the theme's face and takes the mark off once it is in", async () => {
    let arrive: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    runScript(load);
    expect(root).toHaveAttribute("data-fonts", "after-paint");

    FakePaintObserver.paint("first-paint");
    await settle();
    expect(load).not.toHaveBeenCalled();

    FakePaintObserver.paint("first-contentful-paint");
    await settle();
    expect(load).toHaveBeenCalledWith('1em "Outfit Variable"');
    expect(root).toHaveAttribute("data-fonts", "after-paint");

    arrive();
    await settle();
    expect(root).not.toHaveAttribute("data-fonts");
  });

  it("takes the mark off when the face cannot load, so the theme's own fallback applies", async () => {
    runScript(() => Promise.reject(new Error("offline")));
    FakePaintObserver.paint("first-contentful-paint");
    await settle();
    expect(root).not.toHaveAttribute("data-fonts");
  });

  it("loads nothing when the theme names no face", async () => {
    root.style.removeProperty("--casino-font-face");
    const load = vi.fn(() => Promise.resolve());
    runScript(load);
    FakePaintObserver.paint("first-contentful-paint");
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(root).not.toHaveAttribute("data-fonts");
  });

  it("waits for the load event where the browser reports no paints", async () => {
    vi.stubGlobal(
      "PerformanceObserver",
      class extends FakePaintObserver {
        static override supportedEntryTypes = ["resource"];
      },
    );
    const load = vi.fn(() => Promise.resolve());
    runScript(load);
    expect(root).toHaveAttribute("data-fonts", "after-paint");
    window.dispatchEvent(new Event("load"));
    await settle();
    expect(load).toHaveBeenCalledWith('1em "Outfit Variable"');
    expect(root).not.toHaveAttribute("data-fonts");
  });
});
