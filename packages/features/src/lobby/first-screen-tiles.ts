/**
 * How many tiles of the first list of a lobby page a visitor sees before scrolling: on a phone, the
 * first rail shows about three and the grid two rows of two. Their pictures load at once and first,
 * one of them being the page's largest paint (docs/performance.md, "The first pictures load first");
 * the rest wait until they scroll into view.
 */
export const FIRST_SCREEN_TILES = 4;

/**
 * How many tiles each rail of a lobby draws with the page: what a row shows at the themes' widest
 * content (1,280 px of 168 px tiles). The rest of a rail are drawn when it is scrolled near them,
 * which on a screen that wide is right after hydration; a phone, which shows two or three, parses
 * and hydrates seven a rail instead of a dozen (docs/performance.md, "A rail draws what a screen
 * shows").
 */
export const RAIL_FIRST_DRAWN_TILES = 7;
