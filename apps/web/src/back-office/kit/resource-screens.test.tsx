import { type MeasureUnitRecord, measureUnitInput } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminToken } from '../../lib/auth-tokens.ts';
import { noDialog, pressInDialog } from '../../test/dialogs.ts';
import { callsTo, mockFetch, route } from '../../test/fetch-mock.ts';
import { renderScreen } from '../render-screen.tsx';
import { ADMIN_TOKEN, page } from '../test-helpers.ts';
import { resourceScreens } from './resource-screens.tsx';
import { createdColumn, linkColumn, localized } from './screens.tsx';
import { unit, units, unitValues } from './test-units.ts';

/* The kit's declarative screens on their own: one small declaration, its three screens. */

// The declaration's own words, as a resource's translation hook would give them.
const useWords = () => (text: string) => text;

const { ListPage, AddPage, EditPage } = resourceScreens({
  segment: 'units',
  to: (relative) => `/${relative}`,
  resource: units,
  titleIds: { add: 'add-unit-title', edit: 'unit-title' },
  useT: useWords,
  texts: (w) => ({
    listTitle: w('Units'),
    intro: w('Units of sale'),
    caption: w('Units'),
    empty: w('No units yet'),
    searchLabel: w('Search units'),
    searchHelp: w('By name or code'),
    addTitle: w('Add a unit'),
    editLabel: w('Unit'),
    back: w('Back to units'),
    create: w('Add unit'),
    deleteText: w('A unit in use cannot be deleted.'),
  }),
  list: {
    filters: [],
    sorts: ['name', '-name', 'created_at', '-created_at'],
    defaultSort: 'name',
    columns: (w, lang, href) => [
      linkColumn<MeasureUnitRecord>({
        id: 'name',
        label: w('Name'),
        href,
        text: (u) => localized(u.name, lang),
      }),
      createdColumn(w('Created'), lang, 'md'),
    ],
  },
  form: {
    schema: measureUnitInput,
    valuesOf: unitValues,
    fields: () => ['name.en', 'name.ar', 'code', 'piecesPerUnit'],
    nameField: 'name',
    body: (w) => [
      { kind: 'localized', name: 'name', label: [w('Name (English)'), w('Name (Arabic)')], required: true },
      { kind: 'text', name: 'code', label: w('Code'), required: true, ltr: true },
      { kind: 'number', name: 'piecesPerUnit', label: w('Pieces'), min: 1 },
    ],
  },
  edit: { nameOf: (u) => u.name, subtitle: (u) => u.code },
});

beforeEach(() => adminToken.set(ADMIN_TOKEN));
afterEach(() => vi.restoreAllMocks());

describe('declared resource screens (kit, ADR 0047)', () => {
  it('list: the declared columns link each row to its edit screen; the search goes to the API', async () => {
    const fetchMock = mockFetch([route('GET', '/api/admin/measure-units', page([unit()]))]);
    renderScreen(<ListPage />, { path: '/units?search=doz', pattern: 'units' });
    const table = await screen.findByRole('table', { name: /Units/ });
    expect(await within(table).findByRole('link', { name: 'Dozen' })).toHaveAttribute('href', '/units/7');
    expect(screen.getByRole('link', { name: 'Add a unit' })).toHaveAttribute('href', '/units/add');
    expect(screen.getByRole('searchbox', { name: 'Search units' })).toHaveValue('doz');
    expect(callsTo(fetchMock, '/api/admin/measure-units').at(-1)?.[0].searchParams.get('search')).toBe('doz');
  });

  it('add: the declared fields validate with the schema, the save asks first, then opens the new record', async () => {
    const fetchMock = mockFetch([
      route('POST', '/api/admin/measure-units', { status: 201, body: { data: unit({ id: 31 }) } }),
    ]);
    renderScreen(<AddPage />, { path: '/units/add', pattern: 'units/add' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add a unit' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a unit' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add unit' }));
    expect((await within(form).findAllByText('This field is required')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(English\)/ }), 'Dozen');
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(Arabic\)/ }), 'دزينة');
    const code = within(form).getByRole('textbox', { name: /Code/ });
    expect(code).toHaveAttribute('dir', 'ltr');
    await userEvent.type(code, 'DZ');
    const pieces = within(form).getByRole('spinbutton', { name: 'Pieces' });
    expect(pieces).toHaveAttribute('min', '1');
    await userEvent.clear(pieces);
    await userEvent.type(pieces, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Add unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add “Dozen”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add unit' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/units/31');
    const [, init] = callsTo(fetchMock, '/api/admin/measure-units', 'POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: { en: 'Dozen', ar: 'دزينة' },
      code: 'DZ',
      piecesPerUnit: 12,
    });
  });

  it('edit: titled by the record, a server field error lands under its field, the delete card below', async () => {
    mockFetch([
      route('GET', '/api/admin/measure-units/7', { body: { data: unit() } }),
      route('PUT', '/api/admin/measure-units/7', {
        status: 422,
        body: { code: 'validation', message: 'Invalid', errors: { code: ['This code is taken'] } },
      }),
    ]);
    renderScreen(<EditPage />, { path: '/units/7', pattern: 'units/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dozen' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Unit' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await pressInDialog('Save the changes?', 'Save changes');
    expect(await within(form).findByText('This code is taken')).toBeInTheDocument();
    await noDialog();
    expect(screen.getByRole('region', { name: 'Delete' })).toHaveTextContent(
      'A unit in use cannot be deleted.',
    );
  });
});
