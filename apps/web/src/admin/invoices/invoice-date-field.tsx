import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DATE_PICKER_MAX, DATE_PICKER_MIN, formatInvoiceDate, parseInvoiceDate } from '@shop/shared';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { RegisteredTextField } from '../../back-office/kit/fields.tsx';
import { useInvoicesAdminT } from './i18n.ts';

/**
 * The invoice date: typed as DD/MM/YYYY (SPEC 8, 9), or picked from the browser's calendar,
 * limited to 1900-01-01…2099-12-31, which writes the same text into the field.
 */
export function InvoiceDateField<T extends FieldValues>({
  form,
  name,
  error,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  error: string | undefined;
}) {
  const t = useInvoicesAdminT();
  const typed = String(form.watch(name) ?? '');
  const picked = parseInvoiceDate(typed) ?? '';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <RegisteredTextField<T>
        name={name}
        register={form.register}
        error={error}
        label={t('create.date')}
        helperText={t('create.dateHelp')}
        placeholder="DD/MM/YYYY"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        ltr
        required
        sx={{ flex: '1 1 10rem' }}
      />
      <TextField
        type="date"
        label={t('create.pickDate')}
        value={picked}
        onChange={(event) => {
          if (event.target.value) {
            form.setValue(name, formatInvoiceDate(event.target.value) as PathValue<T, Path<T>>, {
              shouldValidate: true,
              shouldDirty: true,
            });
          }
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: DATE_PICKER_MIN, max: DATE_PICKER_MAX, dir: 'ltr' },
        }}
        sx={{ flex: '0 1 11rem' }}
      />
    </Stack>
  );
}

/** Today as DD/MM/YYYY, the new invoice's default date. */
export function todayTyped(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
}
