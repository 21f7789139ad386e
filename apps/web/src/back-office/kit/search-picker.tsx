import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

export interface PickerOption<Id extends number | string> {
  id: Id;
  label: string;
}

/** Typing waits this long before the list is asked, so one word is one request, not one a letter. */
const SEARCH_DELAY_MS = 300;

/**
 * The back office's one way to choose a record among many by typing (customers, salespeople,
 * orders): the API searches and pages them, as a list capped at the site's admin limit could not
 * show them all. The caller says how to search and what the chosen record is called; this keeps
 * the typing, the delay, the loading state and the texts a screen reader hears the same everywhere.
 */
export function SearchPicker<Id extends number | string>({
  label,
  current,
  onChange,
  queryKey,
  search,
  leading = [],
  texts,
  size = 'small',
  autoFocus,
  fullWidth,
  required,
  error,
  helperText,
  onBlur,
}: {
  label: string;
  /** The chosen record as an option (its label read by the caller), or null. */
  current: PickerOption<Id> | null;
  onChange: (option: PickerOption<Id> | null) => void;
  /** The query cache key of the search; the term is appended. */
  queryKey: readonly unknown[];
  search: (term: string, signal: AbortSignal) => Promise<PickerOption<Id>[]>;
  /** Options offered before any typing (e.g. "no salesperson"). */
  leading?: PickerOption<Id>[];
  texts: { noResults: string; open: string; close: string };
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  fullWidth?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  onBlur?: () => void;
}) {
  const { t } = useTranslation('admin');
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const list = useQuery({
    queryKey: [...queryKey, 'picker', term],
    queryFn: ({ signal }) => search(term, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const options: PickerOption<Id>[] = [...(term ? [] : leading), ...(list.data ?? [])];
  if (current && !options.some((o) => o.id === current.id)) options.unshift(current);

  return (
    <Autocomplete<PickerOption<Id>, false, false, false>
      value={current}
      options={options}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, option) => onChange(option)}
      onBlur={onBlur}
      inputValue={open ? input : (current?.label ?? '')}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      loading={list.isFetching}
      loadingText={t('list.loading')}
      noOptionsText={texts.noResults}
      clearText={t('list.clearSearch')}
      openText={texts.open}
      closeText={texts.close}
      size={size}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth: '15rem' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          required={required}
          error={error}
          helperText={helperText}
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
