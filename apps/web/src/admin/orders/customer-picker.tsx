import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { CustomerSummary } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';
import { userKeys } from '../users/api.ts';
import { useOrdersAdminT } from './i18n.ts';

type Option = { id: number; label: string };

type CustomerName = Pick<CustomerSummary, 'id' | 'firstName' | 'lastName' | 'companyName'>;
const customerLabel = (c: CustomerName) => `${c.firstName} ${c.lastName} (${c.companyName})`;

const SEARCH_DELAY_MS = 300;

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
  const { t: ta } = useTranslation('admin');
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const list = useQuery({
    queryKey: [...userKeys.all, 'picker', term],
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<Paged<CustomerSummary>>('/api/admin/users', {
          params: term ? { search: term } : {},
          signal,
        })
      ).data.items,
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const selected = useQuery({
    queryKey: userKeys.detail(value ?? 0),
    queryFn: async ({ signal }) =>
      (await adminApi.get<CustomerSummary>(`/api/admin/users/${value}`, { signal })).data,
    enabled: value !== null,
    staleTime: 60_000,
  });

  const current: Option | null =
    value === null ? null : { id: value, label: selected.data ? customerLabel(selected.data) : `#${value}` };
  const options: Option[] = (list.data ?? []).map((c) => ({ id: c.id, label: customerLabel(c) }));
  if (current && !options.some((o) => o.id === current.id)) options.unshift(current);

  return (
    <Autocomplete<Option, false, false, false>
      value={current}
      options={options}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, option) => onChange(option ? option.id : null)}
      inputValue={open ? input : (current?.label ?? '')}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      loading={list.isFetching}
      loadingText={ta('list.loading')}
      noOptionsText={t('customerPicker.noResults')}
      clearText={ta('list.clearSearch')}
      openText={t('customerPicker.open')}
      closeText={t('customerPicker.close')}
      size="small"
      sx={{ minWidth: '15rem' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
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
