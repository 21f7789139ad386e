import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useAccountT } from '../i18n.ts';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'type'> & {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  hint?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle (a pressed/unpressed button, announced as such). */
export function PasswordField<T extends FieldValues>(props: Props<T>) {
  const t = useAccountT();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      ltr
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('fields.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
                size="small"
              >
                {visible ? (
                  <VisibilityOffOutlined fontSize="small" />
                ) : (
                  <VisibilityOutlined fontSize="small" />
                )}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
