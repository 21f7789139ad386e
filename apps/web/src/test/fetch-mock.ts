import { defaultThemeSettings, environments, type FrontSettings, type SiteProfile } from '@shop/shared';
import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

export type Handler = (url: URL, init: RequestInit) => MockResponse | undefined;

export const frontSettingsFixture = (overrides: Partial<FrontSettings> = {}): FrontSettings => ({
  theme: JSON.stringify(defaultThemeSettings),
  site_name: 'Atlas Wholesale',
  email: 'sales@atlas.test',
  address: '12 Mill Lane / Leeds',
  post_code: 'LS1 4AB',
  phone: '0113 496 0000',
  mobile: '07700 900000',
  vat_number: 'GB123456789',
  bank_account_name: '',
  bank_name: '',
  bank_account_number: '',
  commercial_record_number: '',
  sort_code: '',
  iban: '',
  logo: null,
  max_quantity_per_product: 10,
  catalogue_pdf: null,
  approval_form_pdf: null,
  refund_days: 14,
  enable_refunds: true,
  dashboard_top_n: 5,
  additional_front_routes: [],
  environment: environments.testing_v2,
  ...overrides,
});

export const siteProfileFixture = (overrides: Partial<SiteProfile> = {}): SiteProfile => ({
  projectName: 'Atlas Wholesale',
  name: 'Atlas Wholesale Ltd',
  mobile: '07700 900000',
  phone: '0113 496 0000',
  post_code: 'LS1 4AB',
  currency: 'GBP',
  address: '12 Mill Lane / Leeds',
  email: 'sales@atlas.test',
  vatNumber: 'GB123456789',
  bankName: 'Unavailable',
  bankNumber: 'Unavailable',
  bankSortCode: 'Unavailable',
  IBAN: 'Unavailable',
  commercial_record_number: 'Unavailable',
  bank_account_name: 'Unavailable',
  logo: null,
  ...overrides,
});

/**
 * Replaces `fetch`: each call goes through `handlers` in order, then the defaults (settings and
 * site profile), then a 404 in the API's error shape. Returns the mock to inspect calls.
 */
export function mockFetch(
  handlers: Handler[] = [],
  defaults: { settings?: FrontSettings; profile?: SiteProfile } = {},
) {
  const settings = defaults.settings ?? frontSettingsFixture();
  const profile = defaults.profile ?? siteProfileFixture();
  const fallback: Handler = (url) => {
    if (url.pathname === '/api/front/settings') return { body: { data: settings } };
    if (url.pathname === '/api/front/site-profile') return { body: { data: profile } };
    if (url.pathname === '/version.json') return { body: { version: '1', builtAt: '' } };
    return undefined;
  };
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    for (const handler of [...handlers, fallback]) {
      const answer = handler(url, init);
      if (answer) {
        const status = answer.status ?? 200;
        const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
        return new Response(status === 204 ? null : text, {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      }
    }
    return new Response(JSON.stringify({ code: 'notFound', message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The headers of the n-th call to `fetch` (as a Headers object). */
export function headersOf(fn: ReturnType<typeof mockFetch>, call = 0): Headers {
  const init = fn.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

/** A handler answering one method + path (string or pattern), with a fixed or computed answer. */
export function route(
  method: string,
  path: string | RegExp,
  answer: MockResponse | ((url: URL, init: RequestInit) => MockResponse),
): Handler {
  return (url, init) => {
    const m = (init.method ?? 'GET').toUpperCase();
    const hit = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    if (m !== method || !hit) return undefined;
    return typeof answer === 'function' ? answer(url, init) : answer;
  };
}

/** A handler answering `method path` with each answer in turn; the last one repeats. */
export function routeInTurn(method: string, path: string, answers: MockResponse[]): Handler {
  let next = 0;
  return route(method, path, () => answers[Math.min(next++, answers.length - 1)] ?? {});
}

/** The calls made to `method path`, as [url, init]. */
export function callsTo(fn: { mock: { calls: unknown[][] } }, path: string, method = 'GET') {
  return fn.mock.calls
    .map(
      ([input, init]) => [new URL(String(input), 'http://localhost'), (init ?? {}) as RequestInit] as const,
    )
    .filter(([url, init]) => url.pathname === path && (init.method ?? 'GET').toUpperCase() === method);
}

/** The body sent with the first call to `method path` (`at` -1: the last), JSON parsed. */
export function sentBody(
  fn: { mock: { calls: unknown[][] } },
  method: string,
  path: string,
  at = 0,
): unknown {
  const body = callsTo(fn, path, method).at(at)?.[1].body;
  return typeof body === 'string' ? JSON.parse(body) : body;
}
