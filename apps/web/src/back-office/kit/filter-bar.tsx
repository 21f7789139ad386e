import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** A row of filters above a list; wraps on small screens. */
export function FilterBar({
  label,
  children,
  onClear,
  hasFilters,
}: {
  label: string;
  children: ReactNode;
  onClear: () => void;
  hasFilters: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      {children}
      {hasFilters ? (
        <Button onClick={onClear} startIcon={<ClearIcon />} size="small">
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </Box>
  );
}

export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A search box that writes its term to the URL a moment after typing stops (replacing the history
 * entry), or at once on Enter. It follows the URL when that changes elsewhere (back button).
 */
export function SearchField({
  label,
  helper,
  value,
  onChange,
}: {
  label: string;
  helper?: string;
  value: string | undefined;
  onChange: (value: string | undefined, options: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value ?? '');
  const committed = useRef(value ?? '');
  const helperId = useId();

  useEffect(() => {
    const incoming = value ?? '';
    if (incoming !== committed.current) {
      committed.current = incoming;
      setText(incoming);
    }
  }, [value]);

  useEffect(() => {
    const term = text.trim();
    if (term === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = term;
      onChange(term || undefined, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        const term = text.trim();
        committed.current = term;
        onChange(term || undefined, {});
      }}
      sx={{ flex: '1 1 18rem', maxWidth: '28rem' }}
    >
      <TextField
        type="search"
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        helperText={helper}
        slotProps={{
          formHelperText: { id: helperId },
          htmlInput: { 'aria-describedby': helper ? helperId : undefined, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden="true" />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label={t('list.clearSearch')}
                  onClick={() => {
                    setText('');
                    committed.current = '';
                    onChange(undefined, {});
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </Box>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select filter; the empty choice ("All") removes the filter from the URL. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string;
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
  allLabel?: string;
}) {
  const { t } = useTranslation('admin');
  const known = value === undefined || options.some((option) => option.value === value);
  return (
    <TextField
      select
      label={label}
      value={known ? (value ?? '') : ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      size="small"
      sx={{ minWidth: '11rem' }}
    >
      <MenuItem value="">{allLabel ?? t('list.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
