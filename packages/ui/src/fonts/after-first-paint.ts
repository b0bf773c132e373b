/**
 * An inline script for the document's `<head>` (with the page's CSP nonce) that draws the page in
 * its theme's metric-matched fallback font first and loads the theme's web font after the first
 * paint: it marks `<html data-fonts="after-paint">` (the themes then name only the fallback,
 * `styles.css`), waits for the first contentful paint (or, in a browser that does not report it,
 * for the load event), loads the face the theme names in `--casino-font-face`, and takes the mark
 * off once the face is in or has failed.
 *
 * Why: Chromium lays text out about three times slower while a web font the text names is still
 * loading, and a font that arrives before the first paint holds it in Lighthouse's simulation
 * (docs/performance.md, "A web font still coming slows the first layout"). Without the script, or
 * without JavaScript, the themes load their font as before (`font-display: swap`).
 *
 * @example <head><script nonce={nonce} dangerouslySetInnerHTML={{ __html: FONTS_AFTER_FIRST_PAINT_SCRIPT }} /></head>
 */
export const FONTS_AFTER_FIRST_PAINT_SCRIPT = `(() => {
  const root = document.documentElement;
  if (!document.fonts || !window.PerformanceObserver) return;
  root.setAttribute("data-fonts", "after-paint");
  const done = () => root.removeAttribute("data-fonts");
  const load = () => {
    const face = getComputedStyle(root).getPropertyValue("--casino-font-face").trim();
    if (face === "") return done();
    document.fonts.load("1em " + face).then(done, done);
  };
  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
    return window.addEventListener("load", load, { once: true });
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(load);
  });
  observer.observe({ type: "paint", buffered: true });
})();`;
