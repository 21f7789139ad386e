import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
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

/**
 * Reports every Content-Security-Policy violation in a context: Chromium logs the ones it
 * refuses, and the page's `securitypolicyviolation` events catch those a script swallows.
 */
async function watchCsp(context: BrowserContext, violations: string[]) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} ` +
          `(${event.sourceFile || document.location.href}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /CSP violation|Content[- ]Security[- ]Policy/i.test(text)) {
      violations.push(`${message.location().url || message.page()?.url()}: ${text}`);
    }
  });
}

/**
 * Every spec's `test`: fails a test whose pages broke the shop's Content-Security-Policy
 * (docs/decisions/0032), in its own page and in any context it opens.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        await watchCsp(opened, violations);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const SUPER_ADMIN = { email: 'super@wholesale.test', password: 'Super-admin-2026' };
export const ADMIN_LOGIN = '/admin-panel/secure/login';

/** Starts a test in a given language, as the language switch would have remembered it. */
export async function useLanguage(page: Page, lang: 'ar' | 'en') {
  // As the SPA keeps it for a returning shopper: in storage, and in a cookie for the server.
  await page.context().addCookies([{ name: 'language', value: lang, domain: 'localhost', path: '/' }]);
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
  await page.getByRole('button', { name: lang === 'en' ? /sign in|log in/i : /تسجيل الدخول|دخول/ }).click();
  await expect(page).toHaveURL(/\/admin-panel\/secure\/?$/);
}

/**
 * Scrolls to the end of a storefront page until its footer is there: the footer loads when
 * scrolled near (ADR 0037), and the page may still grow as its sections arrive.
 */
export async function scrollToFooter(page: Page) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      return page.getByRole('contentinfo').count();
    })
    .toBe(1);
}

/** axe-core's rules about colour; the rest do not change with the colour mode. */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's serious and critical findings on the page as it stands, one line per element: rule,
 * impact, the element (CSS target) and what axe found there. Every rule axe ships runs (or only
 * `rules`), not only the WCAG-tagged ones: a best-practice rule marked serious is a barrier too
 * (docs/decisions/0038).
 */
export async function seriousAxeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page to gather each
  // frame's partial results, a second of every check (ADR 0049). The shop has no cross-origin
  // frame to check, which is all legacy mode leaves out.
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const { violations } = await (rules ? axe.withRules(rules) : axe).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => {
        // What axe measured (a contrast ratio and its colours, a missing name), else the rule.
        const found = [...n.any, ...n.all, ...n.none][0]?.message ?? v.help;
        return `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${found}`;
      }),
    );
}

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
  name: string;
}

/**
 * A customer of a test's own, made like the demo buyer (its password, company, approved, with the
 * buyer's default address copied), so a test that orders never shares a cart or orders with another.
 * `tag` keeps it apart from every other run and customer; `salesperson` puts it in the demo
 * salesperson's book.
 */
export async function makeCustomer(
  tag: string,
  options: { salesperson?: boolean } = {},
): Promise<TestCustomer> {
  const digits = tag.replace(/\D/g, '').slice(-9).padStart(9, '0');
  const email = `e2e-${tag.toLowerCase()}@wholesale.test`;
  const [row] = await sql<{ id: number; first_name: string; last_name: string }>(
    `insert into users (first_name, last_name, company_name, company_number, email, mobile, password_hash,
       type, user_code, email_verified_at, approved_at, can_see_prices, restricted, salesperson_id)
     select first_name, $2::text, company_name || ' ' || $2::text, $3, $1, $4, password_hash, type, $5, now(), now(),
       true, false,
       case when $6::boolean then (select id from salespeople where email = 'sales@wholesale.test') end
     from users where email = 'buyer@wholesale.test'
     returning id, first_name, last_name`,
    [email, `Tester ${tag}`, `E2E${tag}`, `07${digits}`, `E2E-${tag}`, options.salesperson ?? false],
  );
  if (!row) throw new Error('The demo buyer is missing: is the shop seeded?');
  await sql(
    `insert into addresses (user_id, country, city, state, address1, address2, post_code, is_default)
     select $1, a.country, a.city, a.state, a.address1, a.address2, a.post_code, true
     from addresses a join users u on u.id = a.user_id
     where u.email = 'buyer@wholesale.test' and a.is_default`,
    [row.id],
  );
  return { id: row.id, email, password: 'Buyer-demo-2026', name: `${row.first_name} ${row.last_name}` };
}
