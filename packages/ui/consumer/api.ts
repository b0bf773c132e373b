/** A rule a player depends on that the rendered story breaks. */
export interface Finding {
  story: string;
  element: string;
  problem: string;
}

/** What the consumer page offers the browser test (`window.casinoConsumer`). */
export interface ConsumerPage {
  /** Every story of the kit, as `<title>/<export name>` (`Primitives/Modal/Open`). */
  ids: string[];
  /** Renders one story alone and waits until it has settled (fonts, portals, animations). */
  mount(id: string): Promise<void>;
  unmount(): void;
  /** Dialogs open after the last mount; each must be fixed, above the page and over a backdrop. */
  checkDialogs(story: string, options: { opaqueBackdrop: boolean }): { dialogs: number; findings: Finding[] };
  /** Buttons and links smaller than 24×24 px, and primary actions smaller than `primaryMin` px. */
  checkTargets(story: string, primaryMin: number): { targets: number; findings: Finding[] };
  /** Text below 4.5:1 against the background it is drawn on. */
  checkContrast(story: string): { texts: number; findings: Finding[] };
  /** The cookie notice: a fixed banner at the bottom of the viewport, above the page. */
  checkCookieBanner(story: string): { banners: number; findings: Finding[] };
}

declare global {
  interface Window {
    casinoConsumer?: ConsumerPage;
  }
}
