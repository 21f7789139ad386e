import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateMessage } from '../../i18n/index.ts';
import { useSettingsT } from './i18n.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour of the site settings or the theme: the hex text (what the API checks, `#1f3a5f`) with
 * the browser's colour picker beside it, both bound to one form value. The text can be typed or
 * pasted; the picker is labelled for screen readers and follows a valid typed value.
 */
export function ColourField<T extends FieldValues>({
  control,
  name,
  label,
  error,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  error: string | undefined;
}) {
  const ts = useSettingsT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box
              component="input"
              type="color"
              aria-label={ts('theme.pick', { name: label })}
              value={HEX.test(value) ? value.toLowerCase() : '#000000'}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
              sx={{
                width: 44,
                height: 40,
                p: 0.25,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                cursor: 'pointer',
                flexShrink: 0,
              }}
            />
            <TextField
              label={label}
              size="small"
              fullWidth
              value={value}
              onChange={(event) => field.onChange(event.target.value.trim())}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              error={Boolean(error)}
              helperText={translateMessage(error) || undefined}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off', maxLength: 7 } }}
            />
          </Box>
        );
      }}
    />
  );
}
