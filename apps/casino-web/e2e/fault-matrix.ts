import type { Locator } from "@playwright/test";
import { clearFaults, type FaultRule } from "./reference-api";
import { E2E_API_TIMEOUT_MS } from "./site-servers";
import { expect, test } from "./fixtures";

/**
 * The fault matrix: every back-end call the site makes, answered by the reference API's fault control
 * with each of FAULTS. Two spec files, the page reads (fault-matrix-reads.serial.spec.ts) and the
 * player's own calls (fault-matrix-actions.serial.spec.ts), so the test command's two browser lanes
 * can take one each (scripts/e2e-groups.mjs keeps a spec file whole in one lane).
 */
export const FAULTS: { name: string; rule: FaultRule }[] = [
  { name: "500", rule: { status: 500 } },
  { name: "503", rule: { status: 503 } },
  { name: "a malformed body", rule: { malformed: true } },
  { name: "a dropped connection", rule: { dropSocket: true } },
  { name: "no answer within the timeout", rule: { delayMs: E2E_API_TIMEOUT_MS + 1_000 } },
];

/** Shown once the site's own route has given up on the back end (a timed-out call included). */
export const FAULT_SHOWN_MS = E2E_API_TIMEOUT_MS + 10_000;
/** Three tries of a read in the browser, each waited out, with React Query's back-off between them. */
export const READ_GIVEN_UP_MS = 3 * E2E_API_TIMEOUT_MS + 10_000;
/** Words, not a status code, an error code or an exception. */
export const IN_WORDS = /^(?!.*(GATEWAY|undefined|Error:|\{))\S+ \S+/;

export async function expectInWords(message: Locator) {
  await expect(message).toBeVisible({ timeout: FAULT_SHOWN_MS });
  await expect(message).toHaveText(IN_WORDS);
}

export interface Player {
  email: string;
  token: string;
}

/**
 * Clears the faults after each test and prints, after the file, how many of its calls × faults
 * passed: `fault matrix, <part>: N calls × M faults: P passed`.
 */
export function reportFaultMatrix(part: string, calls: number): void {
  let passed = 0;
  test.afterEach(async ({ request }, testInfo) => {
    await clearFaults(request);
    if (testInfo.status === "passed") passed += 1;
  });
  test.afterAll(() => {
    console.info(`fault matrix, ${part}: ${calls} calls × ${FAULTS.length} faults: ${passed} passed`);
  });
}
