/**
 * Every spec of a Playwright JSON report's (or `--list --reporter=json`'s) suites, however deeply
 * nested, for the scripts that read one (e2e-groups.mjs, spec-seconds.mjs).
 *
 * @param {Array<{ specs?: Array<{ file: string; tests: Array<{ results?: Array<{ duration: number }> }> }>; suites?: unknown[] }>} suites
 * @returns {Generator<{ file: string; tests: Array<{ results?: Array<{ duration: number }> }> }>}
 */
export function* specsIn(suites = []) {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* specsIn(suite.suites);
  }
}
