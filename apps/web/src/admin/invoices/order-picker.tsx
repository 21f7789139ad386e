import { type AdminOrderList, formatMoney } from '@shop/shared';
import { useState } from 'react';
import { type PickerOption, SearchPicker } from '../../back-office/kit/search-picker.tsx';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { adminApi } from '../../lib/api-client.ts';
import { orderKeys } from '../orders/api.ts';
import { useInvoicesAdminT } from './i18n.ts';

/**
 * Chooses the order to invoice by typing its number or the customer's name
 * (`GET /api/admin/orders?search=`); a preselected order (from the order screen) shows its number.
 */
export function OrderPicker({
  value,
  onChange,
  onBlur,
  error,
  preset,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error: string | undefined;
  preset?: PickerOption<number>;
}) {
  const t = useInvoicesAdminT();
  const lang = useLanguage();
  const [chosen, setChosen] = useState<PickerOption<number> | null>(preset ?? null);
  const current = value === null ? null : (chosen ?? { id: value, label: `#${value}` });
  const message = translateMessage(error);

  return (
    <SearchPicker<number>
      label={t('create.order')}
      current={current}
      onChange={(option) => {
        setChosen(option);
        onChange(option ? option.id : null);
      }}
      onBlur={onBlur}
      queryKey={orderKeys.all}
      search={async (term, signal) =>
        (
          await adminApi.get<AdminOrderList>('/api/admin/orders', {
            params: term ? { search: term } : {},
            signal,
          })
        ).data.items.map((o) => ({
          id: o.id,
          label: `${o.orderNumber} · ${o.customerName} · ${formatMoney(o.grandTotal, o.currency, lang)}`,
        }))
      }
      texts={{
        noResults: t('create.noOrders'),
        open: t('create.openOrders'),
        close: t('create.closeOrders'),
      }}
      size="medium"
      fullWidth
      required
      error={Boolean(error)}
      helperText={message || t('create.orderHelp')}
    />
  );
}
