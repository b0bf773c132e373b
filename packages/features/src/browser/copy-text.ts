/**
 * Copies a text to the clipboard; false when the browser refuses (no permission, no secure
 * context), so the page can tell the player to copy it themselves.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
