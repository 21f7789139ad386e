import type { Handler } from '../test/fetch-mock.ts';

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
