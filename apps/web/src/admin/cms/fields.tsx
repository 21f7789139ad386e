import Grid from '@mui/material/Grid';
import type { FieldErrors, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { errorAt, FormTextField } from '../../back-office/kit/fields.tsx';
import { useCmsT } from './i18n.ts';

/** HTML bodies in both languages; the API sanitises them on write and render. */
export function HtmlFields<T extends FieldValues>({
  name,
  label,
  register,
  errors,
}: {
  name: string;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const t = useCmsT();
  return (
    <>
      {(['en', 'ar'] as const).map((lang) => (
        <Grid key={lang} size={12}>
          <FormTextField<T>
            name={`${name}.${lang}` as FieldPath<T>}
            register={register}
            label={`${label} (${t(lang === 'en' ? 'common.english' : 'common.arabic')})`}
            multiline
            minRows={6}
            autoComplete="off"
            error={errorAt(errors, `${name}.${lang}`)}
            helperText={t('common.htmlHelp')}
            slotProps={{
              htmlInput: { dir: lang === 'ar' ? 'rtl' : 'ltr', lang, style: { fontFamily: 'monospace' } },
            }}
          />
        </Grid>
      ))}
    </>
  );
}
