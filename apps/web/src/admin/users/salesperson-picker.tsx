import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { SalespersonList, SalespersonRecord } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { salespersonName } from '../../back-office/customers/customer-views.tsx';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';
import '../../back-office/i18n.ts';

/** `none` = "no salesperson"; null = nothing chosen. */
export type SalespersonChoice = number | 'none' | null;

type Option = { id: number | 'none'; label: string };

const salespeopleKey = [...adminKeys.all, 'salespeople'] as const;

/**
 * Chooses a salesperson by typing (the API pages and searches them: a list capped at the site's
 * admin limit could not show them all). Used by the customers filter and the assign dialog.
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
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);

  const list = useQuery({
    queryKey: [...salespeopleKey, 'picker', term],
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<SalespersonList>('/api/admin/salespeople', {
          params: { sort: 'name', ...(term ? { search: term } : {}) },
          signal,
        })
      ).data.items,
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const selected = useQuery({
    queryKey: [...salespeopleKey, 'detail', value],
    queryFn: async ({ signal }) =>
      (await adminApi.get<SalespersonRecord>(`/api/admin/salespeople/${value}`, { signal })).data,
    enabled: typeof value === 'number',
    staleTime: 60_000,
  });

  const none: Option | null = noneLabel ? { id: 'none', label: noneLabel } : null;
  const current: Option | null =
    value === 'none'
      ? none
      : typeof value === 'number'
        ? { id: value, label: selected.data ? salespersonName(selected.data) : `#${value}` }
        : null;
  const found: Option[] = (list.data ?? []).map((s) => ({ id: s.id, label: salespersonName(s) }));
  const options: Option[] = [...(none && !term ? [none] : []), ...found];
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
      loadingText={t('list.loading')}
      noOptionsText={t('salespeople.picker.noResults')}
      clearText={t('list.clearSearch')}
      openText={t('salespeople.picker.open')}
      closeText={t('salespeople.picker.close')}
      size={size}
      sx={{ minWidth: '15rem' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
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
