import { expect, type Page } from '@playwright/test';
import pg from 'pg';

/** The e2e shop's embedded database (see server.mjs): lets a test bend time, e.g. expire a token. */
export async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54339'}/shop`,
  });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

export const SUPER_ADMIN = { email: 'super@wholesale.test', password: 'Super-admin-2026' };
export const ADMIN_LOGIN = '/admin-panel/secure/login';

/** Starts a test in a given language, as the language switch would have remembered it. */
export async function useLanguage(page: Page, lang: 'ar' | 'en') {
  await page.addInitScript((l) => {
    if (!window.localStorage.getItem('e2e-lang-set')) {
      window.localStorage.setItem('language', l);
      window.localStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
}

export async function adminLogin(page: Page, lang: 'ar' | 'en' = 'en') {
  await page.goto(ADMIN_LOGIN);
  const email = lang === 'en' ? 'Email' : 'البريد الإلكتروني';
  const password = lang === 'en' ? 'Password' : 'كلمة المرور';
  await page.getByLabel(email).fill(SUPER_ADMIN.email);
  await page.getByRole('textbox', { name: password, exact: true }).fill(SUPER_ADMIN.password);
  const signIn = page.getByRole('button', { name: lang === 'en' ? /sign in|log in/i : /تسجيل الدخول|دخول/ });
  // The suite signs in as an admin many times a minute from one address, which the login rate
  // limit (tested in the API suite) rightly refuses: wait the seconds the shop asks for, once.
  for (let attempt = 0; ; attempt += 1) {
    await signIn.click();
    const outcome = await Promise.race([
      page
        .waitForURL(/\/admin-panel\/secure\/?$/, { timeout: 15_000 })
        .then(() => 'in' as const)
        .catch(() => 'neither' as const),
      page
        .getByRole('alert')
        .filter({ hasText: /\d+/ })
        .filter({ hasText: lang === 'en' ? /Too many attempts/ : /محاولات/ })
        .waitFor({ timeout: 15_000 })
        .then(() => 'limited' as const)
        .catch(() => 'neither' as const),
    ]);
    if (outcome === 'in') return;
    if (outcome === 'neither' || attempt > 0) break;
    const text = (await page.getByRole('alert').first().textContent()) ?? '';
    const seconds = Number(/(\d+)/.exec(text)?.[1] ?? 30);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  await expect(page).toHaveURL(/\/admin-panel\/secure\/?$/);
}
