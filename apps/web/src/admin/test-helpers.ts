import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, type MockInstance, vi } from 'vitest';
import { ADMIN_TOKEN } from '../back-office/test-helpers.ts';
import { notify } from '../components/ui/toast/notify.ts';
import { adminToken } from '../lib/auth-tokens.ts';
import { noDialog } from '../test/dialogs.ts';
import { type Handler, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render.tsx';

/** Test fixtures of the admin area; the back office's own are in back-office/test-helpers.ts. */

export const profileHandler =
  (isSuper: boolean, id = 1): Handler =>
  (url) =>
    url.pathname === '/api/admin/profile/show'
      ? {
          body: {
            data: { id, name: 'Sarah Whitfield', email: 'super@wholesale.test', is_super_admin: isSuper },
          },
        }
      : undefined;

/**
 * Loads the admin layout and the given screens before the tests: the first import of a lazy
 * screen transforms MUI on demand and takes seconds in jsdom, longer than a findBy waits.
 */
export async function preload(...modules: Array<() => Promise<unknown>>): Promise<void> {
  await Promise.all([import('./framework/admin-layout.tsx'), ...modules.map((load) => load())]);
}

/**
 * The usual frame of an admin screen's test file: its screens preloaded, an admin signed in, and
 * the notices spied on. Notices close after about a second, sooner than a slow jsdom render of the
 * next screen lets a query see them: the tests read what was announced (`notices.success`).
 */
export function adminScreenTests(...modules: Array<() => Promise<unknown>>) {
  const notices = {} as {
    success: MockInstance<typeof notify.success>;
    error: MockInstance<typeof notify.error>;
  };
  beforeAll(() => preload(...modules), 60_000);
  beforeEach(() => {
    adminToken.set(ADMIN_TOKEN);
    notices.success = vi.spyOn(notify, 'success');
    notices.error = vi.spyOn(notify, 'error');
  });
  afterEach(() => {
    notices.success.mockRestore();
    notices.error.mockRestore();
  });
  return notices;
}

/**
 * Opens an admin screen at `path`, the API answering with `handlers` after the signed-in admin's
 * profile (a plain admin unless `profile` says otherwise): the fetch mock and the rendered app.
 */
export function openAdmin(path: string, handlers: Handler[] = [], profile = profileHandler(false)) {
  const fetchMock = mockFetch([profile, ...handlers]);
  return { fetchMock, ...renderApp(path) };
}

/**
 * Picks the gallery fixture's `navy-hoodie.jpg` with the "Choose from the gallery" button in
 * `field` (an image field's group, or the form holding one), in the picker dialog named `dialog`
 * when given.
 */
export async function pickGalleryImage(field: HTMLElement, dialog?: string): Promise<void> {
  await userEvent.click(within(field).getByRole('button', { name: 'Choose from the gallery' }));
  const picker = await screen.findByRole('dialog', dialog === undefined ? {} : { name: dialog });
  await userEvent.click(await within(picker).findByRole('button', { name: 'navy-hoodie.jpg' }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Use this image' }));
  await noDialog();
}

/** A 422 answer with field errors, as the API sends it. */
export const invalid = (
  errors: Record<string, string[]>,
  message = 'Please check the highlighted fields',
) => ({
  status: 422,
  body: { code: 'validation', message, errors },
});

/** A 409 answer: the API refusing a write that conflicts with other records (in use, the last super admin…). */
export const conflict = (code: string, message: string, errors?: Record<string, string[]>) => ({
  status: 409,
  body: { code, message, ...(errors ? { errors } : {}) },
});
