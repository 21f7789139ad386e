import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { type Localized, pickLocalized } from '@shop/shared';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { adminApi } from '../../lib/api-client.ts';
import { useProductsT } from './i18n.ts';

/** The admin collections a product refers to; each answers `{ id, name {en, ar} }` records. */
export type RefResource =
  | 'brands'
  | 'categories'
  | 'main-categories'
  | 'measure-units'
  | 'menus'
  | 'tags'
  | 'option-groups';

/** What every referenced record has; the rest (code, choices, itemType…) is read where needed. */
export interface RefRecord {
  id: number;
  name: Localized;
  [key: string]: unknown;
}

export const refKeys = {
  search: (resource: RefResource, term: string) =>
    [...adminKeys.all, 'ref', resource, 'search', term] as const,
  detail: (resource: RefResource, id: number) => [...adminKeys.all, 'ref', resource, 'detail', id] as const,
};

const SEARCH_DELAY_MS = 300;

/**
 * The records behind `ids`, each read once by id and cached (a selected brand, the option groups
 * of a product…). Records seen in a search are put in the same cache, so picking one reads nothing.
 */
export function useRefRecords(resource: RefResource, ids: readonly number[]) {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: refKeys.detail(resource, id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await adminApi.get<RefRecord>(`/api/admin/${resource}/${id}`, { signal })).data,
      staleTime: 60_000,
    })),
  });
  const byId = new Map<number, RefRecord>();
  for (const result of results) if (result.data) byId.set(result.data.id, result.data);
  return { byId, isPending: results.some((r) => r.isPending) };
}

function useRefSearch(resource: RefResource, open: boolean, input: string) {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  return useQuery({
    queryKey: refKeys.search(resource, term),
    queryFn: async ({ signal }) => {
      const items = (
        await adminApi.get<{ items: RefRecord[] }>(`/api/admin/${resource}`, {
          params: term ? { search: term } : {},
          signal,
        })
      ).data.items;
      for (const item of items) queryClient.setQueryData(refKeys.detail(resource, item.id), item);
      return items;
    },
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

interface BaseProps {
  resource: RefResource;
  label: string;
  helperText?: ReactNode;
  /** A field error (a shared `validation.*` key or the server's text). */
  error?: string | undefined;
  /** Offer only some records (e.g. menus that list products). */
  accept?: (record: RefRecord) => boolean;
  /** The label of a record; its name in the page's language by default. */
  describe?: (record: RefRecord, lang: 'ar' | 'en') => string;
  size?: 'small' | 'medium';
  id?: string;
}

const defaultDescribe = (record: RefRecord, lang: 'ar' | 'en') => pickLocalized(record.name, lang);

/**
 * Chooses referenced records by typing: the API searches and pages them (a list capped at the
 * site's admin limit could not show them all), and selected ones are read by id for their names.
 */
function usePickerState(props: BaseProps, ids: readonly number[]) {
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useRefSearch(props.resource, open, input);
  const selected = useRefRecords(props.resource, ids);
  const describe = props.describe ?? defaultDescribe;
  const label = (id: number) => {
    const record = selected.byId.get(id);
    return record ? describe(record, lang) : `#${id}`;
  };
  const accept = props.accept;
  const found = useMemo(
    () => (search.data ?? []).filter((r) => (accept ? accept(r) : true)).map((r) => r.id),
    [search.data, accept],
  );
  const searchLabels = new Map((search.data ?? []).map((r) => [r.id, describe(r, lang)]));
  const labelOf = (id: number) => searchLabels.get(id) ?? label(id);
  return { open, setOpen, input, setInput, search, found, labelOf };
}

function pickerTexts(t: ReturnType<typeof useProductsT>, failed: boolean) {
  return {
    loadingText: t('picker.loading'),
    noOptionsText: failed ? t('picker.loadFailed') : t('picker.noOptions'),
  };
}

/** One reference (brand, category, measure unit…) or none. */
export function RefPicker(
  props: BaseProps & { value: number | null; onChange: (id: number | null) => void },
) {
  const t = useProductsT();
  const { value, onChange } = props;
  const state = usePickerState(props, value === null ? [] : [value]);
  const options = value !== null && !state.found.includes(value) ? [value, ...state.found] : state.found;
  return (
    <Autocomplete<number, false, false, false>
      id={props.id}
      value={value}
      options={options}
      open={state.open}
      onOpen={() => state.setOpen(true)}
      onClose={() => state.setOpen(false)}
      onChange={(_, id) => onChange(id)}
      inputValue={state.open ? state.input : value !== null ? state.labelOf(value) : ''}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') state.setInput(text);
      }}
      filterOptions={(x) => x}
      getOptionLabel={(id) => state.labelOf(id)}
      loading={state.search.isFetching}
      {...pickerTexts(t, Boolean(state.search.error))}
      size={props.size ?? 'medium'}
      fullWidth
      renderInput={pickerInput(props, state.search.isFetching)}
    />
  );
}

/**
 * A picker's text field: its label, and its error (translated) or help under it; a single picker
 * also says it is searching.
 */
const pickerInput =
  (props: Pick<BaseProps, 'label' | 'error' | 'helperText'>, searching?: boolean) =>
  (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      label={props.label}
      error={Boolean(props.error)}
      helperText={props.error ? translateMessage(props.error) : props.helperText}
      {...(searching === undefined
        ? {}
        : {
            slotProps: {
              input: {
                ...params.InputProps,
                endAdornment: (
                  <>
                    {searching ? <CircularProgress color="inherit" size={16} aria-hidden="true" /> : null}
                    {params.InputProps.endAdornment}
                  </>
                ),
              },
            },
          })}
    />
  );

/** Several references (tags, menus, option groups), each once, in the order chosen. */
export function MultiRefPicker(
  props: BaseProps & {
    value: number[];
    onChange: (ids: number[]) => void;
    /** Renders the chosen records elsewhere (e.g. an ordered list) instead of chips. */
    hideChips?: boolean;
  },
) {
  const t = useProductsT();
  const { value, onChange } = props;
  const state = usePickerState(props, value);
  const options = [...value, ...state.found.filter((id) => !value.includes(id))];
  return (
    <Autocomplete<number, true, false, false>
      id={props.id}
      multiple
      value={value}
      options={options}
      open={state.open}
      onOpen={() => state.setOpen(true)}
      onClose={() => state.setOpen(false)}
      // MUI adds a picked option at the end and removes an unpicked one: the order stays the admin's.
      onChange={(_, ids) => onChange([...new Set(ids)])}
      inputValue={state.input}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') state.setInput(text);
      }}
      filterOptions={(x) => x}
      disableCloseOnSelect
      getOptionLabel={(id) => state.labelOf(id)}
      loading={state.search.isFetching}
      {...pickerTexts(t, Boolean(state.search.error))}
      size={props.size ?? 'medium'}
      fullWidth
      renderValue={(ids, getItemProps) =>
        props.hideChips
          ? null
          : ids.map((id, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={state.labelOf(id)} {...itemProps} />;
            })
      }
      renderInput={pickerInput(props)}
    />
  );
}
