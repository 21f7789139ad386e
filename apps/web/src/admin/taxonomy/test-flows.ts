import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, type mockFetch } from '../../test/fetch-mock.ts';

/** Submits a form and confirms the save dialog (ADR 0008: saves ask first). */
export async function submitAndConfirm(form: HTMLElement, button: string, confirm = button): Promise<void> {
  await userEvent.click(within(form).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
}

/**
 * The delete card of a detail screen: cancel sends nothing, then confirming sends the DELETE; the
 * caller's handler decides the answer.
 */
export async function cancelThenDelete(fetchMock: ReturnType<typeof mockFetch>, path: string): Promise<void> {
  const danger = screen.getByRole('region', { name: 'Delete' });
  await userEvent.click(within(danger).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await noDialog();
  expect(callsTo(fetchMock, path, 'DELETE')).toHaveLength(0);
  await userEvent.click(within(danger).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(callsTo(fetchMock, path, 'DELETE')).toHaveLength(1));
}
