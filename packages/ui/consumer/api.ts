/** A rule a player depends on that the rendered story breaks. */
export interface Finding {
  story: string;
  element: string;
  problem: string;
}

/** One check on the last mounted story: how many elements it looked at, and what it found wrong. */
export interface Probe {
  count: number;
  findings: Finding[];
}

/** What the consumer page offers the browser test (`window.casinoConsumer`). */
export interface ConsumerPage {
  /** Every story of the kit, as `<title>/<export name>` (`Primitives/Modal/Open`). */
  ids: string[];
  /** Renders one story alone and waits until it has settled (fonts, portals, animations). */
  mount(id: string): Promise<void>;
  unmount(): void;
  /** Dialogs open after the last mount (counted); each must be fixed, above the page and over a backdrop. */
  checkDialogs(story: string, options: { opaqueBackdrop: boolean }): Probe;
  /** Buttons and links (counted) smaller than 24×24 px, and primary actions smaller than `primaryMin` px. */
  checkTargets(story: string, primaryMin: number): Probe;
  /** Texts (counted) below 4.5:1 against the background they are drawn on. */
  checkContrast(story: string): Probe;
  /** Cookie notices (counted): each a fixed banner at the bottom of the viewport, above the page. */
  checkCookieBanner(story: string): Probe;
}

declare global {
  interface Window {
    casinoConsumer?: ConsumerPage;
  }
}
