import type { CustomerSummary } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import type { Paged } from '../../back-office/kit/crud-resource.ts';
import { type PickerOption, SearchPicker } from '../../back-office/kit/search-picker.tsx';
import { adminApi } from '../../lib/api-client.ts';
import { userKeys } from '../users/api.ts';
import { useOrdersAdminT } from './i18n.ts';

type CustomerName = Pick<CustomerSummary, 'id' | 'firstName' | 'lastName' | 'companyName'>;
const customerLabel = (c: CustomerName) => `${c.firstName} ${c.lastName} (${c.companyName})`;

/**
 * Chooses a customer by typing their name, email or company (`GET /api/admin/users?search=`):
 * the orders list's customer filter. The chosen one is read by id so a link shows its name.
 */
export function CustomerPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const t = useOrdersAdminT();
  const selected = useQuery({
    queryKey: userKeys.detail(value ?? 0),
    queryFn: async ({ signal }) =>
      (await adminApi.get<CustomerSummary>(`/api/admin/users/${value}`, { signal })).data,
    enabled: value !== null,
    staleTime: 60_000,
  });
  const current: PickerOption<number> | null =
    value === null ? null : { id: value, label: selected.data ? customerLabel(selected.data) : `#${value}` };

  return (
    <SearchPicker<number>
      label={label}
      current={current}
      onChange={(option) => onChange(option ? option.id : null)}
      queryKey={userKeys.all}
      search={async (term, signal) =>
        (
          await adminApi.get<Paged<CustomerSummary>>('/api/admin/users', {
            params: term ? { search: term } : {},
            signal,
          })
        ).data.items.map((c) => ({ id: c.id, label: customerLabel(c) }))
      }
      texts={{
        noResults: t('customerPicker.noResults'),
        open: t('customerPicker.open'),
        close: t('customerPicker.close'),
      }}
    />
  );
}
