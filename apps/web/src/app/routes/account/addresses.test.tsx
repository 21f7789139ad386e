import type { CustomerAddress } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture, customerFixture } from '../../../features/account/test-fixtures.ts';
import { userToken } from '../../../lib/auth-tokens.ts';
import { type Handler, mockFetch, route, sentBody } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { renderApp } from '../../../test/render.tsx';

// Leaflet needs a browser's layout: the map is a stand-in; the pin's text field is real.
vi.mock('../../../components/ui/map/leaflet-map.ts', () => ({
  createMap: () => ({ setPoints: () => {}, destroy: () => {} }),
}));

const home = addressFixture();
const warehouse = addressFixture({
  id: 2,
  address1: '4 Dock Road',
  city: 'Hull',
  state: null,
  postCode: 'HU1 2AA',
  isDefault: false,
});

/** A tiny in-memory address book behind the mocked API, with the server's one-default rule. */
function addressBook(initial: CustomerAddress[]): Handler[] {
  let list = [...initial];
  const json = (init: RequestInit) => JSON.parse(String(init.body)) as Omit<CustomerAddress, 'id'>;
  return [
    route('GET', '/api/user/profile', { body: { data: customerFixture() } }),
    route('GET', '/api/user/addresses', () => ({ body: { data: list } })),
    (url, init) => {
      const match = /^\/api\/user\/addresses\/(\d+)$/.exec(url.pathname);
      if (!match) return undefined;
      const id = Number(match[1]);
      if (init.method === 'DELETE') {
        list = list.filter((a) => a.id !== id);
        return { body: { data: null, message: 'Address deleted successfully' } };
      }
      if (init.method === 'PUT') {
        const body = json(init);
        list = list.map((a) =>
          a.id === id ? { ...a, ...body, id } : body.isDefault ? { ...a, isDefault: false } : a,
        );
        return { body: { data: list.find((a) => a.id === id), message: 'Address updated successfully' } };
      }
      return undefined;
    },
    (url, init) => {
      if (url.pathname !== '/api/user/addresses' || init.method !== 'POST') return undefined;
      const created = { ...json(init), id: 99, isDefault: list.length === 0 || json(init).isDefault };
      list = [...list, created as CustomerAddress];
      return { status: 201, body: { data: created, message: 'Address added successfully' } };
    },
  ];
}

const addressItems = async () =>
  within(await screen.findByRole('list', { name: 'My addresses' })).getAllByRole('listitem');

describe('/dashboard/addresses', () => {
  beforeEach(() => userToken.set('u'.repeat(43)));

  it('lists the addresses, the default one marked', async () => {
    mockFetch(addressBook([home, warehouse]));
    renderApp('/dashboard/addresses');
    const cards = await addressItems();
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByRole('button', { name: 'Make default' })).toBeNull();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Make default' })).toBeInTheDocument();
  });

  it('sets another address as the default', async () => {
    let list = [home, warehouse];
    const fetchMock = mockFetch([
      route('GET', '/api/user/profile', { body: { data: customerFixture() } }),
      route('GET', '/api/user/addresses', () => ({ body: { data: list } })),
      (url, init) => {
        if (url.pathname !== '/api/user/addresses/2' || init.method !== 'PUT') return undefined;
        list = [
          { ...warehouse, isDefault: true },
          { ...home, isDefault: false },
        ];
        return { body: { data: list[0], message: 'Address updated successfully' } };
      },
    ]);
    renderApp('/dashboard/addresses');
    await addressItems();
    await userEvent.click(screen.getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(
          within(screen.getByRole('list', { name: 'My addresses' })).getAllByRole(
            'listitem',
          )[0] as HTMLElement,
        ).getByText('4 Dock Road'),
      ).toBeInTheDocument(),
    );
    expect(sentBody(fetchMock, 'PUT', '/api/user/addresses/2')).toEqual({
      country: 'United Kingdom',
      city: 'Hull',
      state: null,
      address1: '4 Dock Road',
      address2: null,
      postCode: 'HU1 2AA',
      isDefault: true,
      latitude: null,
      longitude: null,
    });
  });

  it('deletes only after the confirmation dialog, and cancelling keeps the address', async () => {
    const fetchMock = mockFetch(addressBook([home, warehouse]));
    renderApp('/dashboard/addresses');
    const second = (await addressItems())[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent(
      '4 Dock Road, Hull, HU1 2AA United Kingdom will be removed from your account.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'My addresses' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('adds the first address: country, city and address line 1 are required; it becomes the default', async () => {
    const fetchMock = mockFetch(addressBook([]));
    renderApp('/dashboard/addresses');
    expect(await screen.findByRole('heading', { level: 2, name: 'No addresses yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    expect(within(dialog).getByRole('checkbox', { name: 'Make this my default address' })).toBeChecked();
    await fill(within(dialog).getByLabelText(/^Address line 1/), '9 Canal Street');
    await fill(within(dialog).getByLabelText(/^City/), 'Manchester');
    await fill(within(dialog).getByLabelText(/^Country/), 'United Kingdom');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    expect(await screen.findByText('9 Canal Street')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/user/addresses')).toEqual({
      country: 'United Kingdom',
      city: 'Manchester',
      state: null,
      address1: '9 Canal Street',
      address2: null,
      postCode: null,
      isDefault: true,
      latitude: null,
      longitude: null,
    });
  });

  it('pins an address on the map (optional): the pin is typed as "lat, lng" and sent with the address', async () => {
    const fetchMock = mockFetch(addressBook([home]));
    renderApp('/dashboard/addresses');
    await addressItems();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the address' });
    expect(within(dialog).queryByRole('region', { name: 'Map' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Pin on map (optional)' }));
    expect(await within(dialog).findByRole('region', { name: 'Map' })).toHaveAttribute('dir', 'ltr');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Pin/ }), '53.8, -1.55');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/user/addresses/1')).toMatchObject({
      city: 'Leeds',
      latitude: 53.8,
      longitude: -1.55,
    });
  });
});
