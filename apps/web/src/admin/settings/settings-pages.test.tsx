import {
  defaultThemeSettings,
  type SiteSettingsRecord,
  type ThemePalettesRecord,
  type TransactionRecord,
} from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { callsTo, route, sentBody } from '../../test/fetch-mock.ts';
import { switchLanguage } from '../../test/render.tsx';
import { adminScreenTests, invalid, openAdmin } from '../test-helpers.ts';

const notices = adminScreenTests(
  () => import('./settings-tabs.tsx'),
  () => import('./site-settings-page.tsx'),
  () => import('./theme-wizard-page.tsx'),
  () => import('./transactions-page.tsx'),
  () => import('./company-info-page.tsx'),
  // The tabs that are other resources' screens (ADR 0064).
  () => import('../personal/personal-page.tsx'),
  () => import('../cms/reviews-page.tsx'),
  () => import('../cms/content-blocks-pages.tsx'),
  () => import('../commerce/payment-method-pages.tsx'),
  () => import('../commerce/assign-zones-page.tsx'),
  () => import('../mail/email-settings-pages.tsx'),
  () => import('../commerce/coupon-pages.tsx'),
);

const ROOT = '/admin-panel/secure';
const SITE = '/api/admin/settings/site';
const THEME = '/api/admin/settings/theme';

const site = (overrides: Partial<SiteSettingsRecord> = {}): SiteSettingsRecord => ({
  maxQuantityPerProduct: 500,
  refundDays: 14,
  enableRefunds: true,
  dashboardTopN: 5,
  columns: { mobile: 2, ipadV: 2, ipadH: 3, laptop: 3, monitor: 4 },
  perPage: 20,
  adminLimit: 20,
  colors: defaultThemeSettings.colors,
  logo: null,
  cataloguePdf: '/uploads/settings/catalogue.pdf',
  approvalFormPdf: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const palettes = (): ThemePalettesRecord => ({
  light: defaultThemeSettings.light,
  dark: defaultThemeSettings.dark,
  updatedAt: null,
});

describe('settings tabs (settings)', () => {
  it('shows every tab of SPEC 2 as a link to its screen, none marked on the index', async () => {
    openAdmin(`${ROOT}/settings`);
    const tabs = await screen.findByRole('navigation', { name: 'Settings sections' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Company info', `${ROOT}/settings/company-info`],
      ['Profile info', `${ROOT}/settings/personal`],
      ['Site settings', `${ROOT}/settings/site`],
      ['Reviews', `${ROOT}/settings/reviews`],
      ['Payment methods', `${ROOT}/settings/payment-methods`],
      ['Email settings', `${ROOT}/settings/email-settings`],
      ['Dynamic content', `${ROOT}/content-blocks`],
      ['Transactions', `${ROOT}/settings/transactions`],
    ]);
    expect(links.some((l) => l.getAttribute('aria-current') === 'page')).toBe(false);
    expect(await screen.findByRole('heading', { level: 2, name: 'Transactions' })).toBeInTheDocument();
  });

  it('in Arabic, and the site settings tab is the open one on its screen and the theme wizard', async () => {
    await switchLanguage('ar');
    openAdmin(`${ROOT}/settings/site/theme-wizard`, [route('GET', THEME, { body: { data: palettes() } })]);
    const tabs = await screen.findByRole('navigation', { name: 'أقسام الإعدادات' });
    expect(within(tabs).getByRole('link', { name: 'إعدادات الموقع' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(tabs)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  // Every tab's screen and the screens under it, whichever resource draws them: the one tab bar of
  // the frame, its tab marked (the screens' data is not what this looks at: they may say not found).
  it.each([
    ['settings/company-info', 'Company info'],
    ['settings/personal', 'Profile info'],
    ['settings/site', 'Site settings'],
    ['settings/reviews', 'Reviews'],
    ['settings/payment-methods', 'Payment methods'],
    ['settings/payment-methods/add', 'Payment methods'],
    ['payment-methods/4', 'Payment methods'],
    ['settings/payment-methods/assign-zones/4', 'Payment methods'],
    ['settings/email-settings', 'Email settings'],
    ['settings/email-settings/3', 'Email settings'],
    ['content-blocks', 'Dynamic content'],
    ['content-blocks/add', 'Dynamic content'],
    ['settings/transactions', 'Transactions'],
  ])('%s shows the tab bar once, with "%s" as the current page', async (path, tab) => {
    openAdmin(`${ROOT}/${path}`);
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    const current = within(nav).getByRole('link', { name: tab });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toEqual([current]);
    // The screen itself is drawn inside the frame, not a second bar of its own.
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('navigation', { name: 'Settings sections' })).toHaveLength(1);
  });

  it('keeps the bar mounted from one tab to the next; Tab reaches every tab link in order', async () => {
    openAdmin(`${ROOT}/settings/reviews`);
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Transactions' }));
    await screen.findByRole('heading', { level: 1, name: 'Transactions' });
    // The same element: the frame stayed while the screen under it changed.
    expect(screen.getByRole('navigation', { name: 'Settings sections' })).toBe(nav);
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    const links = within(nav).getAllByRole('link');
    links[0]?.focus();
    for (const link of links.slice(1)) {
      await userEvent.tab();
      expect(link).toHaveFocus();
    }
  });

  it('is not on a screen outside the settings', async () => {
    openAdmin(`${ROOT}/coupons`, [route('GET', '/api/admin/coupons', page([]))]);
    await screen.findByRole('heading', { level: 1, name: 'Coupons' });
    expect(screen.queryByRole('navigation', { name: 'Settings sections' })).not.toBeInTheDocument();
  });
});

describe('site settings (settings/site)', () => {
  it('refuses a max quantity under 1 before asking the server, then saves every field', async () => {
    const { fetchMock } = openAdmin(`${ROOT}/settings/site`, [
      route('GET', SITE, { body: { data: site() } }),
      route('PUT', SITE, (_url, init) => ({
        body: { data: { ...site(), ...JSON.parse(String(init.body)) }, message: 'Saved successfully' },
      })),
    ]);
    const max = await screen.findByRole('spinbutton', { name: 'Max quantity per product' });
    await userEvent.clear(max);
    await userEvent.type(max, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save site settings' }));
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
    expect(callsTo(fetchMock, SITE, 'PUT')).toHaveLength(0);

    await userEvent.clear(max);
    await userEvent.type(max, '120');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Laptop' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Laptop' }), '4');
    await userEvent.click(screen.getByRole('switch', { name: 'Enable refunds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save site settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the site settings?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save site settings' }));
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('Saved successfully'));
    expect(sentBody(fetchMock, 'PUT', SITE)).toEqual({
      ...site(),
      logo: undefined,
      cataloguePdf: undefined,
      approvalFormPdf: undefined,
      updatedAt: undefined,
      maxQuantityPerProduct: 120,
      enableRefunds: false,
      columns: { mobile: 2, ipadV: 2, ipadH: 3, laptop: 4, monitor: 4 },
    });
  });

  it("puts the server's refusal under its field, and a colour that is not hex under the colour", async () => {
    openAdmin(`${ROOT}/settings/site`, [
      route('GET', SITE, { body: { data: site() } }),
      route('PUT', SITE, invalid({ refundDays: ['Must be at most 365'] })),
    ]);
    const red = await screen.findByRole('textbox', { name: 'Red' });
    fireEvent.change(red, { target: { value: 'crimson' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save site settings' }));
    expect(
      await screen.findByText('Enter a colour as # and six hex digits, e.g. #1f3a5f'),
    ).toBeInTheDocument();
    fireEvent.change(red, { target: { value: '#b71c1c' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save site settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the site settings?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save site settings' }));
    expect(await screen.findByText('Must be at most 365')).toBeInTheDocument();
  });

  it('uploads a file, and asks before removing one', async () => {
    const { fetchMock } = openAdmin(`${ROOT}/settings/site`, [
      route('GET', SITE, { body: { data: site() } }),
      route('PUT', `${SITE}/files/approval-form`, {
        body: {
          data: site({ approvalFormPdf: '/uploads/settings/form.pdf' }),
          message: 'Saved successfully',
        },
      }),
      route('DELETE', `${SITE}/files/catalogue`, {
        body: { data: site({ cataloguePdf: null }), message: 'Saved successfully' },
      }),
    ]);
    const form = await screen.findByRole('region', { name: 'Approval form PDF' });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'form.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(callsTo(fetchMock, `${SITE}/files/approval-form`, 'PUT')).toHaveLength(1));
    expect(await within(form).findByRole('link', { name: 'Open the current file' })).toHaveAttribute(
      'href',
      '/uploads/settings/form.pdf',
    );

    const catalogue = screen.getByRole('region', { name: 'Catalogue PDF' });
    await userEvent.click(within(catalogue).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this file?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(catalogue).getByText('None yet')).toBeInTheDocument());
  });
});

describe('theme wizard (settings/site/theme-wizard)', () => {
  it('previews the draft in both directions, warns on poor contrast and saves the palettes', async () => {
    const { fetchMock } = openAdmin(`${ROOT}/settings/site/theme-wizard`, [
      route('GET', THEME, { body: { data: palettes() } }),
      route('PUT', THEME, (_url, init) => ({
        body: { data: { ...JSON.parse(String(init.body)), updatedAt: 'now' }, message: 'Saved successfully' },
      })),
    ]);
    const [primary] = await screen.findAllByRole('textbox', { name: 'Colour (Light)' });
    if (!primary) throw new Error('no primary colour field');
    expect(screen.getByTestId('theme-preview-ltr')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('theme-preview-rtl')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('Every text colour reads well on its backgrounds.')).toBeInTheDocument();

    // (The preview's computed colours are checked in Chromium: e2e/tests/settings.spec.ts.)
    fireEvent.change(primary, { target: { value: '#7b1fa2' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Body (Light)' })[0] as HTMLElement, {
      target: { value: '#eeeeee' },
    });
    expect((await screen.findAllByText(/Body reads at 1\.\d:1 on Page/)).length).toBeGreaterThan(0);
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Body (Light)' })[0] as HTMLElement, {
      target: { value: '#333b4a' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect((await screen.findAllByRole('textbox', { name: 'Colour (Dark)' }))[0]).toHaveValue('#8fb3e0');

    await userEvent.click(screen.getByRole('button', { name: 'Save the theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the theme?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the theme' }));
    await waitFor(() => expect(callsTo(fetchMock, THEME, 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', THEME)).toEqual({
      light: { ...defaultThemeSettings.light, primary: { color: '#7b1fa2', effect: '#2c5282' } },
      dark: defaultThemeSettings.dark,
    });
  });

  it('refuses a colour that is not hex, without asking the server', async () => {
    const { fetchMock } = openAdmin(`${ROOT}/settings/site/theme-wizard`, [
      route('GET', THEME, { body: { data: palettes() } }),
    ]);
    const cards = await screen.findByRole('textbox', { name: 'Cards (Light)' });
    fireEvent.change(cards, { target: { value: 'white' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save the theme' }));
    expect(
      await screen.findByText('Enter a colour as # and six hex digits, e.g. #1f3a5f'),
    ).toBeInTheDocument();
    expect(screen.getByText('Fix the colours marked in red before saving.')).toBeInTheDocument();
    expect(callsTo(fetchMock, THEME, 'PUT')).toHaveLength(0);
  });
});

const event = (overrides: Partial<TransactionRecord> = {}): TransactionRecord => ({
  id: 1,
  type: 'refund',
  paymentId: 4,
  orderId: 9,
  orderNumber: '1009',
  provider: 'stripe',
  method: 'card',
  status: 'partially_refunded',
  amount: 2500,
  currency: 'GBP',
  reference: 'pi_123',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('transactions (settings/transactions)', () => {
  it('lists payment events with their order, and keeps the filters in the URL and the request', async () => {
    const { fetchMock } = openAdmin(`${ROOT}/settings/transactions?type=refund&from=2026-11-01`, [
      route('GET', '/api/admin/settings/transactions', page([event()])),
    ]);
    const table = await screen.findByRole('table', { name: 'Payment transactions' });
    expect(await within(table).findByRole('link', { name: '1009' })).toHaveAttribute(
      'href',
      `${ROOT}/order/9`,
    );
    expect(within(table).getByText('£25.00')).toBeInTheDocument();
    const [url] = callsTo(fetchMock, '/api/admin/settings/transactions')[0] ?? [];
    expect(url?.searchParams.get('type')).toBe('refund');
    expect(url?.searchParams.get('from')).toBe('2026-11-01');
  });

  it('says when there is nothing yet, and when nothing matches the filters', async () => {
    const { unmount } = openAdmin(`${ROOT}/settings/transactions`, [
      route('GET', '/api/admin/settings/transactions', page([])),
    ]);
    expect(await screen.findByText('No payment event has been recorded yet.')).toBeInTheDocument();
    unmount();
    openAdmin(`${ROOT}/settings/transactions?provider=tap`, [
      route('GET', '/api/admin/settings/transactions', page([])),
    ]);
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });
});
