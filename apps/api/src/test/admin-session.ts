import type { LanguageCode } from '@shop/shared';
import { beforeAll } from 'vitest';
import { backOfficeTokens } from '../modules/taxonomy/test-helpers.ts';
import { type TestContext, useTestApp } from './app.ts';
import { insertSiteSettings } from './fixtures.ts';
import { createRoles } from './role-matrix-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The back-office session of an admin route test: the test app (`t`, a fresh one unless given), a
 * token for each role made once before the suite, and `call`, which sends the admin's token.
 * `tokens` is filled in place (as `useTestApp` fills its context), so a test file can destructure
 * it before the suite runs.
 */
export function useAdminApi(t: TestContext = useTestApp()) {
  const tokens = {} as Awaited<ReturnType<typeof backOfficeTokens>>;
  beforeAll(async () => {
    Object.assign(tokens, await backOfficeTokens(t.database.db));
  });
  const call = (method: Method, url: string, payload?: object, lang?: LanguageCode) =>
    t.api({ method, url, payload, token: tokens.admin, lang });
  return { t, tokens, call };
}

/**
 * The session of a catalogue route test, which needs the site settings row and a super admin
 * too: `call` sends the admin's token unless `opts.token` names another, or is `null` for a visitor.
 */
export function useCatalogueAdminApi(t: TestContext = useTestApp()) {
  const tokens = {} as Awaited<ReturnType<typeof createRoles>>['tokens'];
  beforeAll(async () => {
    await insertSiteSettings(t.database.db);
    Object.assign(tokens, (await createRoles(t.database.db)).tokens);
  });
  const call = (
    method: Method,
    url: string,
    payload?: object,
    opts: { token?: string | null; lang?: LanguageCode } = {},
  ) =>
    t.api({
      method,
      url,
      payload,
      token: opts.token === null ? undefined : (opts.token ?? tokens.admin),
      lang: opts.lang,
    });
  return { t, tokens, call };
}
