/**
 * Copies a text to the clipboard; false when the browser refuses (no clipboard on an insecure
 * page, permission denied), so that the caller can say so and leave the text to select by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
