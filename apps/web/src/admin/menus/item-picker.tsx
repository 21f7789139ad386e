import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useMenusT } from './i18n.ts';

/** A value that follows `value` once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

export interface PickedEntry {
  id: number;
  name: { en: string; ar: string };
  image?: string | null;
  code?: string;
}

/**
 * Picks records from an admin list by searching (a combobox), and keeps them as an ordered list
 * that can be reordered with buttons (keyboard friendly, no drag needed) and trimmed.
 */
export function OrderedPicker<T extends PickedEntry>({
  label,
  searchLabel,
  value,
  onChange,
  input,
  onInput,
  candidates,
  max,
  error,
  rowErrors,
  emptyText,
  searchHelp,
  exclude,
  ordered = true,
}: {
  label: string;
  searchLabel: string;
  value: readonly T[];
  onChange: (next: T[]) => void;
  /** The search box's text; the parent queries the candidates for it (debounced). */
  input: string;
  onInput: (text: string) => void;
  /** The candidates matching the (debounced) search. */
  candidates: { data: T[] | undefined; isFetching: boolean; error: Error | null };
  max?: number;
  error?: string | undefined;
  /** Per-row errors from the server (`items.3`). */
  rowErrors?: Record<number, string>;
  emptyText: string;
  /** Under the search box; the default speaks of names and SKUs. */
  searchHelp?: string;
  /** Ids that may not be picked (e.g. the menu itself). */
  exclude?: readonly number[];
  ordered?: boolean;
}) {
  const t = useMenusT();
  const lang = useLanguage();
  const labelId = useId();
  const errorId = useId();
  const full = max !== undefined && value.length >= max;
  const chosen = new Set([...value.map((v) => v.id), ...(exclude ?? [])]);
  const options = (candidates.data ?? []).filter((c) => !chosen.has(c.id));
  const nameOf = (entry: PickedEntry) => entry.name[lang] || entry.name.en;
  const move = (index: number, by: number) => {
    const next = [...value];
    const [entry] = next.splice(index, 1);
    if (entry) next.splice(index + by, 0, entry);
    onChange(next);
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Typography id={labelId} component="h3" variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
        {label} ({value.length}
        {max !== undefined ? ` / ${max}` : ''})
      </Typography>
      <Autocomplete<T, false, false, false>
        options={options}
        value={null}
        inputValue={input}
        onInputChange={(_, text, reason) => {
          if (reason !== 'reset') onInput(text);
        }}
        onChange={(_, picked) => {
          if (picked) {
            onChange([...value, picked]);
            onInput('');
          }
        }}
        disabled={full}
        filterOptions={(x) => x}
        getOptionLabel={(o) => (o.code ? `${nameOf(o)} · ${o.code}` : nameOf(o))}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={candidates.isFetching}
        loadingText={t('picker.loading')}
        noOptionsText={candidates.error ? candidates.error.message : t('picker.noOptions')}
        renderOption={(props, o) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Avatar src={o.image ?? undefined} variant="rounded" alt="" sx={{ width: 32, height: 32 }} />
              <span>
                {nameOf(o)}
                {o.code ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    <bdi dir="ltr">{o.code}</bdi>
                  </Typography>
                ) : null}
              </span>
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={searchLabel}
            helperText={full ? t('picker.full', { max: max ?? 0 }) : (searchHelp ?? t('picker.searchHelp'))}
          />
        )}
      />
      {error ? (
        <FormHelperText id={errorId} error>
          {translateMessage(error)}
        </FormHelperText>
      ) : null}
      {value.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {emptyText}
        </Typography>
      ) : (
        <List aria-labelledby={labelId} dense>
          {value.map((entry, index) => {
            const name = nameOf(entry);
            const rowError = rowErrors?.[index];
            return (
              <ListItem
                key={entry.id}
                divider
                secondaryAction={
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    {ordered ? (
                      <>
                        <IconButton
                          size="small"
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                          aria-label={t('picker.moveUp', { name })}
                        >
                          <ArrowUpward fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          disabled={index === value.length - 1}
                          onClick={() => move(index, 1)}
                          aria-label={t('picker.moveDown', { name })}
                        >
                          <ArrowDownward fontSize="small" />
                        </IconButton>
                      </>
                    ) : null}
                    <IconButton
                      size="small"
                      color="error"
                      onClick={() => onChange(value.filter((v) => v.id !== entry.id))}
                      aria-label={t('picker.remove', { name })}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Box>
                }
                sx={{ pr: ordered ? 16 : 8 }}
              >
                <ListItemAvatar>
                  <Avatar src={entry.image ?? undefined} variant="rounded" alt="">
                    {name.slice(0, 1)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={ordered ? `${index + 1}. ${name}` : name}
                  secondary={
                    rowError ? (
                      <Typography component="span" variant="body2" color="error">
                        {translateMessage(rowError)}
                      </Typography>
                    ) : entry.code ? (
                      <bdi dir="ltr">{entry.code}</bdi>
                    ) : undefined
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
