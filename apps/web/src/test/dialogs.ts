import { screen, waitFor, type waitForOptions } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits for every dialog to close (MUI hides the page from assistive technology while one is open). */
export const noDialog = (options?: waitForOptions) =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), options);
