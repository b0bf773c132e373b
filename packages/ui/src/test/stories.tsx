import { composeStories } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { render } from "@testing-library/react";
import { it } from "vitest";
import { expectNoAxeViolations } from "./axe";

/**
 * Renders every story of a stories module and runs axe on the whole document, so content
 * portalled out of the story's container (modals, popovers, toasts) is checked too.
 */
export function itRendersEveryStoryWithoutAxeViolations(stories: Parameters<typeof composeStories>[0]): void {
  const composed: Record<string, ComponentType> = composeStories(stories);
  it.each(Object.entries(composed))("story %s has no accessibility violations", async (_name, Story) => {
    const { baseElement } = render(<Story />);
    await expectNoAxeViolations(baseElement);
  });
}
