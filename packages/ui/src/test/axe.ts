import axe from "axe-core";
import { expect } from "vitest";

/** Runs axe on a rendered story and fails with the rule ids it breaks. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    // jsdom has no layout, so contrast is checked by the Playwright journeys instead.
    // A story is a component, not a page: landmarks are the page's job (checked in the journeys).
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
