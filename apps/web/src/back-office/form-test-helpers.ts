import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Submits a back-office form with its button and confirms in the dialog that opens (ADR 0008:
 * saves ask first); the dialog's button says the same as the form's.
 */
export async function submitConfirmed(form: HTMLElement, button: string): Promise<void> {
  await userEvent.click(within(form).getByRole('button', { name: button }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: button }));
}
