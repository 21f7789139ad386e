import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import type { Resource } from './api.ts';
import { DeleteCard, RecordScreen } from './fields.tsx';
import { FormScreen, localized } from './list-screen.tsx';

/** An add screen: its title, the way back to the list, and the empty form. */
export function AddRecordScreen({
  titleId,
  title,
  segment,
  backLabel,
  children,
}: {
  titleId: string;
  title: string;
  /** The admin path segment of the list (`tags`, `measureUnits`…). */
  segment: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <FormScreen id={titleId} title={title} back={{ to: paths.admin.to(segment), label: backLabel }}>
      {children}
    </FormScreen>
  );
}

/**
 * An edit screen (`:id`): the record titled by its name in the page language, its form, and the
 * delete card below it.
 */
export function EditRecordScreen<TRecord extends { id: number }, TInput>({
  resource,
  segment,
  titleId,
  backLabel,
  deleteText,
  nameOf,
  subtitle,
  children,
}: {
  resource: Resource<TRecord, TInput>;
  segment: string;
  titleId: string;
  backLabel: string;
  deleteText: string;
  /** The localized text naming the record (`name`, `title`). */
  nameOf: (record: TRecord) => { en: string; ar: string };
  subtitle?: (record: TRecord) => ReactNode;
  /** The form, keyed by the record's id so that another record starts afresh. */
  children: (record: TRecord) => ReactNode;
}) {
  const lang = useLanguage();
  return (
    <RecordScreen resource={resource} segment={segment}>
      {(record) => {
        const name = localized(nameOf(record), lang);
        return (
          <FormScreen
            id={titleId}
            title={name}
            subtitle={subtitle?.(record)}
            back={{ to: paths.admin.to(segment), label: backLabel }}
          >
            <Stack spacing={3}>
              {children(record)}
              <DeleteCard
                resource={resource}
                record={record}
                name={name}
                text={deleteText}
                segment={segment}
              />
            </Stack>
          </FormScreen>
        );
      }}
    </RecordScreen>
  );
}
