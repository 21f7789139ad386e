import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, customer, page } from '../../back-office/test-helpers.ts';
import { adminToken } from '../../lib/auth-tokens.ts';
import { callsTo, mockFetch, route } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { openAdmin, preload, profileHandler } from '../test-helpers.ts';

beforeAll(() => preload(() => import('./users-list-page.tsx')), 60_000);

const many = Array.from({ length: 3 }, (_, i) =>
  customer({ id: i + 1, firstName: `Buyer${i + 1}`, email: `b${i + 1}@x.test`, userCode: `CU-${i + 1}` }),
);

function setup(path = '/admin-panel/secure/users') {
  adminToken.set(ADMIN_TOKEN);
  const fetchMock = mockFetch([
    profileHandler(false),
    route('GET', '/api/admin/users', (url) =>
      url.searchParams.get('page') === '2'
        ? page([customer({ id: 99, firstName: 'Last', lastName: 'Page' })], { total: 21, page: 2 })
        : page(many, { total: 21 }),
    ),
    route('GET', '/api/admin/salespeople/3', {
      body: { data: { id: 3, firstName: 'Omar', lastName: 'Siddiqui', code: 'SP-001' } },
    }),
  ]);
  return { fetchMock, ...renderApp(path) };
}

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) => {
  const calls = callsTo(fetchMock, '/api/admin/users');
  return Object.fromEntries(calls.at(-1)?.[0].searchParams ?? []);
};

describe('admin customers list', () => {
  it('reads filters, sort and page from the URL and sends them to the API', async () => {
    const { fetchMock } = setup(
      '/admin-panel/secure/users?state=awaiting_approval&restricted=false&can_see_prices=true&salesperson_id=3&search=okafor&sort=-name&page=2',
    );
    expect(await screen.findByRole('link', { name: 'Last Page' })).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toEqual({
      state: 'awaiting_approval',
      restricted: 'false',
      can_see_prices: 'true',
      salesperson_id: '3',
      search: 'okafor',
      sort: '-name',
      page: '2',
      perPage: '20',
    });
    expect(screen.getByRole('combobox', { name: 'Account state' })).toHaveTextContent('Awaiting approval');
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('okafor');
    expect(await screen.findByDisplayValue('Omar Siddiqui (SP-001)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('a page change writes the page to the URL and scrolls to the top', async () => {
    const { fetchMock, router } = setup();
    expect(await screen.findByRole('link', { name: 'Buyer1 Okafor' })).toBeInTheDocument();
    expect(screen.getByText('1–20 of 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: 'Last Page' })).toBeInTheDocument();
    expect(lastQuery(fetchMock).page).toBe('2');
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('a filter goes back to the first page; sorting flips the direction; clearing removes them', async () => {
    const { router } = setup('/admin-panel/secure/users?page=2');
    await screen.findByRole('link', { name: 'Last Page' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Account state' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=approved'));

    await userEvent.click(screen.getByRole('button', { name: 'Company' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=approved&sort=company'));
    await userEvent.click(screen.getByRole('button', { name: /Company/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=approved&sort=-company'));

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-company'));
  });

  it('the search box writes the term to the URL (Enter commits at once)', async () => {
    const { router, fetchMock } = setup();
    await screen.findByRole('link', { name: 'Buyer1 Okafor' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'CU-00002{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=CU-00002'));
    await waitFor(() => expect(lastQuery(fetchMock).search).toBe('CU-00002'));
  });

  it('says when nothing matches, and when the list fails offers a retry', async () => {
    adminToken.set(ADMIN_TOKEN);
    let fail = true;
    openAdmin('/admin-panel/secure/users', [
      route('GET', '/api/admin/users', (url) =>
        url.searchParams.get('search')
          ? page([])
          : fail
            ? { status: 500, body: { code: 'server', message: 'Sorry, There is a server error' } }
            : page(many.slice(0, 1)),
      ),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Buyer1 Okafor' })).toBeInTheDocument();

    renderApp('/admin-panel/secure/users?search=zzz');
    const empty = await screen.findByText('Nothing matches these filters.');
    expect(
      within(empty.closest('td') as HTMLElement).getByRole('button', { name: 'Clear filters' }),
    ).toBeInTheDocument();
  });
});
