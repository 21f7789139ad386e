import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { type AdminOrderList, formatMoney } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { adminApi } from '../../lib/api-client.ts';
import { orderKeys } from '../orders/api.ts';
import { useInvoicesAdminT } from './i18n.ts';

type Option = { id: number; label: string };

const SEARCH_DELAY_MS = 300;

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
  preset?: Option;
}) {
  const t = useInvoicesAdminT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Option | null>(preset ?? null);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const list = useQuery({
    queryKey: [...orderKeys.all, 'picker', term],
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<AdminOrderList>('/api/admin/orders', {
          params: term ? { search: term } : {},
          signal,
        })
      ).data.items,
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options: Option[] = (list.data ?? []).map((o) => ({
    id: o.id,
    label: `${o.orderNumber} · ${o.customerName} · ${formatMoney(o.grandTotal, o.currency, lang)}`,
  }));
  const current = value === null ? null : (chosen ?? { id: value, label: `#${value}` });
  if (current && !options.some((o) => o.id === current.id)) options.unshift(current);
  const message = translateMessage(error);

  return (
    <Autocomplete<Option, false, false, false>
      value={current}
      options={options}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, option) => {
        setChosen(option);
        onChange(option ? option.id : null);
      }}
      onBlur={onBlur}
      inputValue={open ? input : (current?.label ?? '')}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      loading={list.isFetching}
      loadingText={ta('list.loading')}
      noOptionsText={t('create.noOrders')}
      clearText={ta('list.clearSearch')}
      openText={t('create.openOrders')}
      closeText={t('create.closeOrders')}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('create.order')}
          required
          error={Boolean(error)}
          helperText={message || t('create.orderHelp')}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {list.isFetching ? <CircularProgress color="inherit" size={16} aria-hidden="true" /> : null}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  );
}
