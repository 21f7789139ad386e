import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { salespersonToken, userToken } from '../../lib/auth-tokens.ts';
import { mockFetch, route } from '../../test/fetch-mock.ts';
import { linkTargets } from '../../test/links.ts';
import { renderApp } from '../../test/render.tsx';

const logoutAnswer = { body: { data: null, message: 'Logged out successfully' } };

describe("the header's account menu", () => {
  it('leads a salesperson to its customers, returns and collections, and signs it out (ADR 0030)', async () => {
    salespersonToken.set('s'.repeat(43));
    const fetchMock = mockFetch([route('POST', '/api/auth/salesperson/logout', logoutAnswer)]);
    const { router } = renderApp('/products');
    const [button] = await screen.findAllByRole('button', { name: 'Sales account' });
    if (!button) throw new Error('no account button');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(linkTargets(within(menu).getAllByRole('menuitem'))).toEqual([
      ['My customers', '/salesperson/customers'],
      ['My returns', '/salesperson/returns'],
      ['My collections', '/salesperson/collections'],
      ['Sign out', null],
    ]);

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    // The token is cleared and the way home taken in one step, but the router's location reaches
    // the test only when React renders next: waiting on the token alone raced it on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(salespersonToken.get()).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/auth/salesperson/logout'));
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${'s'.repeat(43)}`);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/user/logout'))).toBe(false);
    expect(await screen.findAllByRole('link', { name: 'Log in' })).not.toHaveLength(0);
  });

  it("leads a customer to its own area and signs it out with the customer's call", async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch([route('POST', '/api/auth/user/logout', logoutAnswer)]);
    renderApp('/products');
    const [button] = await screen.findAllByRole('button', { name: 'My account' });
    if (!button) throw new Error('no account button');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(userToken.get()).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/user/logout'))).toBe(true);
  });
});
