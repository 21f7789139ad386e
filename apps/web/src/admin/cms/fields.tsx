import Grid from '@mui/material/Grid';
import { PAGE_HTML } from '@shop/shared';
import type { FieldErrors, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { errorAt } from '../../back-office/kit/fields.tsx';
import { RegisteredRichTextField } from '../../back-office/kit/rich-text-field.tsx';
import { useCmsT } from './i18n.ts';

/** HTML bodies in both languages, in the rich-text editor; the API sanitises them on write and render. */
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
          <RegisteredRichTextField<T>
            name={`${name}.${lang}` as FieldPath<T>}
            register={register}
            label={`${label} (${t(lang === 'en' ? 'common.english' : 'common.arabic')})`}
            lang={lang}
            allow={PAGE_HTML}
            error={errorAt(errors, `${name}.${lang}`)}
          />
        </Grid>
      ))}
    </>
  );
}
