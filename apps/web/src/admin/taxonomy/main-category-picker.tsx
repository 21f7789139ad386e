import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Localized } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useState } from 'react';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { mainCategories } from './api.ts';
import { useTaxonomyT } from './i18n.ts';

export interface MainCategoryOption {
  id: number;
  name: Localized;
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Picks one main category by typing part of its name: the options come from the API's search, so a
 * shop with hundreds of main categories still finds the one it wants (no "first 100" list).
 */
export function MainCategoryPicker({
  value,
  onChange,
  label,
  error,
  required,
  helperText,
  size,
  inputRef,
  onBlur,
}: {
  value: MainCategoryOption | null;
  onChange: (value: MainCategoryOption | null) => void;
  label: string;
  error?: string | undefined;
  required?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}) {
  const t = useTaxonomyT();
  const lang = useLanguage();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const nameOf = (option: MainCategoryOption) => option.name[lang] || option.name.en;
  // While the field shows the chosen name, list everything rather than only that name.
  const term = value && input === nameOf(value) ? '' : search;
  const query = useQuery({
    ...mainCategories.listQuery({ page: 1, perPage: 20, sort: 'name', ...(term ? { search: term } : {}) }),
    enabled: open,
  });
  const options: MainCategoryOption[] = (query.data?.items ?? []).map((m) => ({ id: m.id, name: m.name }));

  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={query.isFetching}
      noOptionsText={t('categories.noMainCategories')}
      size={size}
      onBlur={onBlur}
      sx={size === 'small' ? { minWidth: '14rem' } : undefined}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ? translateMessage(error) : helperText}
        />
      )}
    />
  );
}
