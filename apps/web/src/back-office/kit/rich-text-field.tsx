import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import type { HtmlAllowList, LanguageCode } from '@shop/shared';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { useRichTextT } from './rich-text-i18n.ts';

export interface RichTextFieldProps {
  /** The form's name of the value (ids are made from it). */
  name: string;
  label: string;
  /** The text's language: Arabic is written right to left, toolbar included. */
  lang: LanguageCode;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** What the server keeps (packages/shared `PAGE_HTML`, `PRODUCT_HTML`): the editor offers no more. */
  allow: HtmlAllowList;
  /** The field's error (a shared `validation.*` key or the server's text). */
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
  /** Called with the field's focus, so the form can focus it on an error. */
  focusRef?: (focus: (() => void) | null) => void;
}

/*
 * The editor (TipTap and ProseMirror, 110 KB brotli) is a file of its own, fetched when a form with a
 * rich-text field opens: never with a storefront page, nor with a back-office list.
 */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * An HTML text edited as formatted text (ADR 0045): bold, headings, lists, links… whatever the
 * server's allow-list keeps, with a translated toolbar; right to left for Arabic. Text the editor
 * cannot show without loss (a table, an image) is edited as HTML instead.
 */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<EditorLoading label={props.label} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

function EditorLoading({ label }: { label: string }) {
  const t = useRichTextT();
  return (
    <Box role="status" aria-label={t('loading')}>
      <FormHelperText component="span">{label}</FormHelperText>
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

/**
 * A rich-text field bound to a form through `register` alone (forms that hand their fields
 * `register` and no `control`). react-hook-form writes the value (defaults, `reset`) into the
 * registered element's `value` and reads typed values from change events: the element here is a
 * small object that forwards both to the editor, and `focus` for errors.
 */
export function RegisteredRichTextField<T extends FieldValues>({
  register,
  name,
  ...rest
}: Omit<RichTextFieldProps, 'value' | 'onChange' | 'onBlur' | 'focusRef' | 'name'> & {
  register: UseFormRegister<T>;
  name: FieldPath<T>;
}) {
  const [value, setValue] = useState('');
  const focus = useRef<(() => void) | null>(null);
  const registration = register(name);
  const latest = useRef(registration);
  latest.current = registration;
  const element = useMemo(() => {
    let current = '';
    return {
      name,
      get value() {
        return current;
      },
      set value(next: unknown) {
        current = typeof next === 'string' ? next : '';
        setValue(current);
      },
      focus: () => focus.current?.(),
    };
  }, [name]);
  useEffect(() => {
    latest.current.ref(element);
    return () => latest.current.ref(null);
  }, [element]);
  return (
    <RichTextField
      {...rest}
      name={name}
      value={value}
      onChange={(html) => {
        element.value = html;
        void latest.current.onChange({ target: { name, value: html }, type: 'change' });
      }}
      onBlur={() => void latest.current.onBlur({ target: { name, value: element.value }, type: 'blur' })}
      focusRef={(f) => {
        focus.current = f;
      }}
    />
  );
}
