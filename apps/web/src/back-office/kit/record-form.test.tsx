import { zodResolver } from '@hookform/resolvers/zod';
import { type MeasureUnitInput, type MeasureUnitRecord, measureUnitInput } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { z } from 'zod';
import { notify } from '../../components/ui/toast/notify.ts';
import { adminToken } from '../../lib/auth-tokens.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, mockFetch, route } from '../../test/fetch-mock.ts';
import { switchLanguage } from '../../test/render.tsx';
import { renderScreen } from '../render-screen.tsx';
import { ADMIN_TOKEN } from '../test-helpers.ts';
import { errorAt, LocalizedFields, RegisteredTextField } from './fields.tsx';
import { DeleteRecord, FormFrame, useSaveFlow } from './record-form.tsx';
import { unit, units, unitValues } from './test-units.ts';

type Values = z.input<typeof measureUnitInput>;

function UnitForm({ record }: { record?: MeasureUnitRecord }) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, MeasureUnitInput>({
    resolver: zodResolver(measureUnitInput),
    defaultValues: unitValues(record),
  });
  const flow = useSaveFlow<Values, MeasureUnitInput, MeasureUnitRecord>({
    resource: units,
    record,
    fields: ['name.en', 'name.ar', 'code'],
    setError,
    createdHref: (saved) => `/units/${saved.id}`,
    onUpdated: () => undefined,
  });
  return (
    <FormFrame
      label="Unit"
      record={{ editing: record !== undefined, name: () => getValues('name.en') }}
      flow={flow}
      onSubmit={handleSubmit(flow.ask)}
      submitLabel="Add unit"
    >
      <LocalizedFields<Values>
        name="name"
        label="Name"
        register={register}
        errors={errors}
        control={control}
        required
      />
      <RegisteredTextField<Values>
        name="code"
        register={register}
        label="Code"
        error={errorAt(errors, 'code')}
      />
    </FormFrame>
  );
}

let success: MockInstance<typeof notify.success>;
beforeEach(() => {
  adminToken.set(ADMIN_TOKEN);
  success = vi.spyOn(notify, 'success');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('record form (kit)', () => {
  it('validates with the shared schema, asks before adding, then opens the new record', async () => {
    const fetchMock = mockFetch([
      route('POST', '/api/admin/measure-units', { status: 201, body: { data: unit({ id: 31 }) } }),
    ]);
    renderScreen(<UnitForm />, { path: '/units/add', pattern: 'units/add' });
    const form = screen.getByRole('form', { name: 'Unit' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name (English)' }), 'Dozen');
    expect(within(form).getByText(/Arabic text missing/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add unit' }));
    expect((await within(form).findAllByText('This field is required')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Name (Arabic)' }), 'دزينة');
    expect(within(form).getByRole('textbox', { name: 'Name (Arabic)' })).toHaveAttribute('dir', 'rtl');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Code' }), 'DZ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add “Dozen”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add unit' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/units/31');
    expect(success).toHaveBeenCalledWith('Added successfully');
    const [, init] = callsTo(fetchMock, '/api/admin/measure-units', 'POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: { en: 'Dozen', ar: 'دزينة' }, code: 'DZ' });
  });

  it('puts the server field errors under their fields and stays; an edit says "Save changes"', async () => {
    mockFetch([
      route('PUT', '/api/admin/measure-units/7', {
        status: 422,
        body: { code: 'validation', message: 'Invalid', errors: { code: ['This code is taken'] } },
      }),
    ]);
    renderScreen(<UnitForm record={unit()} />, { path: '/units/7', pattern: 'units/:id' });
    const form = screen.getByRole('form', { name: 'Unit' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the changes?' });
    expect(dialog).toHaveTextContent('“Dozen”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('This code is taken')).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription('This code is taken');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
  });

  it('in Arabic the languages are named in Arabic and a missing English text is said in Arabic', async () => {
    mockFetch();
    await switchLanguage('ar');
    renderScreen(<UnitForm />, { path: '/units/add', pattern: 'units/add' });
    const form = screen.getByRole('form', { name: 'Unit' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name (العربية)' }), 'دزينة');
    expect(within(form).getByRole('textbox', { name: 'Name (الإنجليزية)' })).toHaveAttribute('dir', 'ltr');
    expect(within(form).getByText(/النص الإنجليزي ناقص/)).toBeInTheDocument();
  });
});

describe('delete card (kit)', () => {
  function Card({ onDelete }: { onDelete: () => Promise<{ data: null; message?: string }> }) {
    return (
      <DeleteRecord
        title="Delete “Dozen”?"
        text="Products keep their units."
        backTo="/units"
        onDelete={onDelete}
      />
    );
  }

  it('asks first; cancelling deletes nothing', async () => {
    mockFetch();
    const onDelete = vi.fn(async () => ({ data: null }));
    renderScreen(<Card onDelete={onDelete} />, { path: '/units/7', pattern: 'units/:id' });
    expect(screen.getByRole('region', { name: 'Delete' })).toHaveTextContent('Products keep their units.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Dozen”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('a refusal is said above the button and the record stays; a delete goes back to the list', async () => {
    mockFetch();
    const onDelete = vi
      .fn<() => Promise<{ data: null; message?: string }>>()
      .mockRejectedValueOnce(new Error('This unit is used by 3 products'))
      .mockResolvedValueOnce({ data: null });
    renderScreen(<Card onDelete={onDelete} />, { path: '/units/7', pattern: 'units/:id' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unit is used by 3 products');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/units');
    expect(success).toHaveBeenCalledWith('Deleted successfully');
  });
});
