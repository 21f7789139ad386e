import userEvent from '@testing-library/user-event';

/**
 * Puts `text` into a field the way pasting does: clicked into, then one input event with the
 * whole text. Typing it key by key re-renders the form once a key, which is what a test of the
 * typing itself needs (`userEvent.type`), and only time for any other (ADR 0063).
 */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
