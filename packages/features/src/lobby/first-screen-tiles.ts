/**
 * How many tiles of the first list of a lobby page a visitor sees before scrolling: on a phone, the
 * first rail shows about three and the grid two rows of two. Their pictures load at once and first,
 * one of them being the page's largest paint (docs/performance.md, "The first pictures load first");
 * the rest wait until they scroll into view.
 */
export const FIRST_SCREEN_TILES = 4;
