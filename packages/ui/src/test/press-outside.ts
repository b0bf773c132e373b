import { act, fireEvent } from "@testing-library/react";

/**
 * A press on the page outside an open modal. The modal makes the page behind it ignore the
 * pointer (`pointer-events: none` on <body>), which user-event would refuse; a player's press
 * there still reaches the dialog's outside-press handling, so the events are sent as they come.
 */
export async function pressOutside(): Promise<void> {
  await act(async () => {
    fireEvent.pointerDown(document.body);
    fireEvent.pointerUp(document.body);
    fireEvent.click(document.body);
    // Radix checks the press outside on the next task, after the dialog's own handlers could run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
