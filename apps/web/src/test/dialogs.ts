import { screen, waitFor, type waitForOptions, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Waits for every dialog to close (MUI hides the page from assistive technology while one is open). */
export const noDialog = (options?: waitForOptions) =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), options);

/** Presses a button of the dialog of that name, once it has opened. */
export async function pressInDialog(dialog: string, button: string, options?: waitForOptions): Promise<void> {
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: dialog }, options)).getByRole('button', {
      name: button,
    }),
  );
}
