import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DeclaredFields } from './resource-screens.tsx';

type Values = { items: { label: string }[] };

function Items({ fixedEnds }: { fixedEnds: boolean }) {
  const form = useForm<Values>({ defaultValues: { items: [{ label: 'first' }, { label: 'last' }] } });
  return (
    <DeclaredFields<Values, Values>
      form={form}
      fields={[
        {
          kind: 'repeated',
          name: 'items',
          legend: 'Items',
          help: 'The items',
          itemLabel: (n) => `Item ${n}`,
          max: 5,
          addLabel: 'Add an item',
          empty: () => ({ label: 'new' }),
          ...(fixedEnds
            ? {
                removable: (index: number, count: number) => index > 0 && index < count - 1,
                insertAt: (count: number) => count - 1,
              }
            : {}),
          fields: (index) => [{ kind: 'text', name: `items.${index}.label`, label: 'Label' }],
        },
      ]}
    />
  );
}

const labels = () =>
  screen.getAllByRole('textbox', { name: 'Label' }).map((input) => (input as HTMLInputElement).value);

describe('the repeated field', () => {
  it('adds at the end and lets every item go while more than one is left', async () => {
    renderWithProviders(<Items fixedEnds={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(labels()).toEqual(['first', 'last', 'new']);
    expect(screen.getAllByRole('button', { name: /^Remove: Item/ })).toHaveLength(3);
  });

  it('`removable` hides the remove button of the items that stay; `insertAt` places new ones', async () => {
    renderWithProviders(<Items fixedEnds />);
    expect(screen.queryAllByRole('button', { name: /^Remove: Item/ })).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(labels()).toEqual(['first', 'new', 'last']);
    expect(
      screen.getAllByRole('button', { name: /^Remove: Item/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove: Item 2']);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Item 2' })).getByRole('button', { name: 'Remove: Item 2' }),
    );
    expect(labels()).toEqual(['first', 'last']);
  });
});
