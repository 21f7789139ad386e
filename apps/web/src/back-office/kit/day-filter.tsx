import TextField from '@mui/material/TextField';
import type { ListParams } from './use-list-params.ts';

/**
 * A day filter of a list (`from`/`to`: a `YYYY-MM-DD` day, both days included), kept in the URL
 * like the list's other filters. The browser's own calendar, over SPEC 9's picker range.
 */
export function DayFilter<F extends string>({
  name,
  label,
  params,
}: {
  /** One of the list's filters (the list's filter names come from `params`). */
  name: NoInfer<F>;
  label: string;
  params: ListParams<F>;
}) {
  return (
    <TextField
      type="date"
      label={label}
      size="small"
      value={params.filters[name] ?? ''}
      onChange={(event) => params.setFilter(name, event.target.value || undefined)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { dir: 'ltr', min: '1900-01-01', max: '2099-12-31' },
      }}
      sx={{ width: '11rem' }}
    />
  );
}
