import type { SalespersonList, SalespersonRecord } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { salespersonName } from '../../back-office/customers/customer-views.tsx';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { type PickerOption, SearchPicker } from '../../back-office/kit/search-picker.tsx';
import { adminApi } from '../../lib/api-client.ts';
import '../../back-office/i18n.ts';

/** `none` = "no salesperson"; null = nothing chosen. */
export type SalespersonChoice = number | 'none' | null;

const salespeopleKey = [...adminKeys.all, 'salespeople'] as const;

/**
 * Chooses a salesperson by typing (the API pages and searches them). Used by the customers filter,
 * the assign dialog and the orders filter; `noneLabel` offers "no salesperson" as a choice.
 */
export function SalespersonPicker({
  label,
  value,
  onChange,
  noneLabel,
  size = 'small',
  autoFocus,
}: {
  label: string;
  value: SalespersonChoice;
  onChange: (value: SalespersonChoice) => void;
  /** Offers "no salesperson" as a choice with this text. */
  noneLabel?: string;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('admin');
  const selected = useQuery({
    queryKey: [...salespeopleKey, 'detail', value],
    queryFn: async ({ signal }) =>
      (await adminApi.get<SalespersonRecord>(`/api/admin/salespeople/${value}`, { signal })).data,
    enabled: typeof value === 'number',
    staleTime: 60_000,
  });

  const none: PickerOption<number | 'none'> | null = noneLabel ? { id: 'none', label: noneLabel } : null;
  const current: PickerOption<number | 'none'> | null =
    value === 'none'
      ? none
      : typeof value === 'number'
        ? { id: value, label: selected.data ? salespersonName(selected.data) : `#${value}` }
        : null;

  return (
    <SearchPicker<number | 'none'>
      label={label}
      current={current}
      onChange={(option) => onChange(option ? option.id : null)}
      queryKey={salespeopleKey}
      search={async (term, signal) =>
        (
          await adminApi.get<SalespersonList>('/api/admin/salespeople', {
            params: { sort: 'name', ...(term ? { search: term } : {}) },
            signal,
          })
        ).data.items.map((s) => ({ id: s.id, label: salespersonName(s) }))
      }
      leading={none ? [none] : []}
      texts={{
        noResults: t('salespeople.picker.noResults'),
        open: t('salespeople.picker.open'),
        close: t('salespeople.picker.close'),
      }}
      size={size}
      autoFocus={autoFocus}
    />
  );
}
