import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { LanguageCode } from '@shop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useKitT } from '../i18n.ts';
import type { CrudResource, Paged } from './crud-resource.ts';
import { type Column, DataTable, EmptyState } from './data-table.tsx';
import { FilterBar, SearchField, SelectFilter, type SelectOption } from './filter-bar.tsx';
import { formatDate, formatDateTime } from './format.ts';
import { PageHeader } from './page-header.tsx';
import { DeleteRecord, RecordScreen } from './record-form.tsx';
import type { ListParams } from './use-list-params.ts';

/** The words of a list screen. */
export interface ListTexts {
  title: string;
  intro: string;
  /** Names the table. */
  caption: string;
  empty: string;
  /** The filter bar's name (the kit's "Filter the list" when not given). */
  filtersLabel?: string;
  /** The search box's label: the list has the `search` filter. */
  searchLabel?: string;
  searchHelp?: string;
}

/** The words a list keeps under one key of its namespace (`blogs.title`, `blogs.caption`…). */
export type ListWord = 'title' | 'intro' | 'caption' | 'empty' | 'filtersLabel' | 'searchLabel';

/**
 * A list's words read from one place of its namespace: `say` turns a word into its text, so a
 * list whose keys follow the convention is named in one line (`(w) => t(`blogs.${w}`)`).
 */
export function listTexts(say: (word: ListWord) => string, more: Partial<ListTexts> = {}): ListTexts {
  const words: ListWord[] = ['title', 'intro', 'caption', 'empty', 'filtersLabel', 'searchLabel'];
  return { ...Object.fromEntries(words.map((word) => [word, say(word)])), ...more } as ListTexts;
}

/** A select filter bound to one of the list's URL filters. */
export interface ListSelect<F extends string> {
  name: F;
  label: string;
  options: readonly SelectOption[];
}

/** The choices of a `true`/`false` filter, the `true` one first unless `first` says otherwise. */
export function flagOptions(yes: string, no: string, first: 'true' | 'false' = 'true'): SelectOption[] {
  const options = [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  return first === 'true' ? options : options.reverse();
}

/** The filters of a list: its search box, its selects, then anything else it filters by. */
export interface ListFilters<F extends string> {
  /** Select filters after the search box (`false` leaves one out). */
  selects?: ReadonlyArray<ListSelect<F> | false>;
  /** Other filters after the selects (a picker, a free-text field). */
  more?: ReactNode;
}

/**
 * Tabs under a list screen's header, for a screen of two lists (the mail's templates and queue):
 * what follows them is the open tab's panel, named by that tab's id.
 */
export interface ListTabs {
  bar: ReactNode;
  openTabId: string;
}

/** A list screen: header with its add button, filters, the table (ADR 0008 lists). */
export function ListScreen<T extends { id: number }, F extends string>({
  titleId,
  texts,
  add,
  notice,
  tabs,
  children,
  ...table
}: {
  titleId: string;
  texts: ListTexts;
  /** The add screen (none for records the admin does not write, such as messages). */
  add?: { to: string; label: string };
  params: ListParams<F>;
  query: UseQueryResult<Paged<T>>;
  columns: ReadonlyArray<Column<T>>;
  /** Said between the header and the filters (a row action's refusal). */
  notice?: ReactNode;
  tabs?: ListTabs;
  /** What the list keeps beside its table (a row action's confirm dialog). */
  children?: ReactNode;
} & ListFilters<F>) {
  const body = (
    <>
      {notice}
      <FilteredTable texts={texts} {...table} />
      {children}
    </>
  );
  return (
    <Box component="section" aria-labelledby={titleId}>
      <PageHeader
        id={titleId}
        title={texts.title}
        subtitle={texts.intro}
        actions={
          add ? (
            <Button component={RouterLink} to={add.to} variant="contained" startIcon={<AddIcon />}>
              {add.label}
            </Button>
          ) : undefined
        }
      />
      {tabs ? (
        <>
          {tabs.bar}
          <Box role="tabpanel" aria-labelledby={tabs.openTabId}>
            {body}
          </Box>
        </>
      ) : (
        body
      )}
    </Box>
  );
}

/** A list's filter bar and the table of its query's page: a list screen's body. */
export function FilteredTable<T extends { id: number }, F extends string>({
  texts,
  params,
  query,
  columns,
  selects = [],
  more,
}: {
  texts: Omit<ListTexts, 'title' | 'intro'>;
  params: ListParams<F>;
  query: UseQueryResult<Paged<T>>;
  columns: ReadonlyArray<Column<T>>;
} & ListFilters<F>) {
  const t = useKitT();
  return (
    <>
      <FilterBar
        label={texts.filtersLabel ?? t('filtersLabel')}
        hasFilters={params.hasFilters}
        onClear={params.clearFilters}
      >
        {texts.searchLabel ? (
          <SearchField
            label={texts.searchLabel}
            {...(texts.searchHelp ? { helper: texts.searchHelp } : {})}
            value={params.filters['search' as F]}
            // A list with a search label has the `search` filter (ListWord says so).
            onChange={(value, options) => params.setFilter('search' as F, value, options)}
          />
        ) : null}
        {selects.map((select) =>
          select ? (
            <SelectFilter
              key={select.name}
              label={select.label}
              value={params.filters[select.name]}
              options={select.options}
              onChange={(value) => params.setFilter(select.name, value)}
            />
          ) : null,
        )}
        {more}
      </FilterBar>
      <DataTable
        caption={texts.caption}
        columns={columns}
        rows={query.data?.items}
        meta={query.data?.meta}
        params={params}
        rowKey={(row) => row.id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={<EmptyState text={texts.empty} filtered={params.hasFilters} onClear={params.clearFilters} />}
      />
    </>
  );
}

/** An add or edit screen's frame: title, way back, and its content. */
export function FormScreen({
  id,
  title,
  subtitle,
  back,
  maxWidth = 1100,
  children,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  back: { to: string; label: string };
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ maxWidth }}>
      <PageHeader id={id} title={title} subtitle={subtitle} back={back} />
      {children}
    </Box>
  );
}

/** A text in the page language, English when the Arabic one is empty. */
export function localized(text: { en: string; ar: string }, lang: LanguageCode): string {
  return text[lang] || text.en;
}

/**
 * An edit screen (`:id`): the record titled by its name in the page language, its form, and the
 * delete card below it.
 */
export function EditRecordScreen<TRecord extends { id: number }, TInput>({
  resource,
  listHref,
  titleId,
  backLabel,
  deleteText,
  deleteCard,
  nameOf,
  subtitle,
  maxWidth,
  children,
}: {
  resource: Pick<CrudResource<TRecord, unknown, TInput>, 'detailQuery' | 'useRemove'>;
  /** The list: the way back, and where a deleted record leads. */
  listHref: string;
  titleId: string;
  backLabel: string;
  /** The delete card's words above its button (none when `deleteCard` words it). */
  deleteText?: string;
  /** The delete card's own words, where the resource words its delete (a page names its address). */
  deleteCard?: (record: TRecord) => { label: string; title: string; description: ReactNode; done: string };
  /** The localized text naming the record (`name`, `title`). */
  nameOf: (record: TRecord) => { en: string; ar: string };
  subtitle?: (record: TRecord) => ReactNode;
  maxWidth?: number;
  /** The form, keyed by the record's id so that another record starts afresh. */
  children: (record: TRecord) => ReactNode;
}) {
  const lang = useLanguage();
  const t = useKitT();
  const remove = resource.useRemove();
  return (
    <RecordScreen resource={resource} homeHref={listHref}>
      {(record) => {
        const name = localized(nameOf(record), lang);
        const card = deleteCard?.(record);
        return (
          <FormScreen
            id={titleId}
            title={name}
            subtitle={subtitle?.(record)}
            back={{ to: listHref, label: backLabel }}
            {...(maxWidth ? { maxWidth } : {})}
          >
            <Stack spacing={3}>
              {children(record)}
              <DeleteRecord
                title={t('deleteTitle', { name })}
                {...(deleteText ? { text: deleteText } : {})}
                {...card}
                backTo={listHref}
                onDelete={() => remove.mutateAsync(record.id)}
              />
            </Stack>
          </FormScreen>
        );
      }}
    </RecordScreen>
  );
}

/** A list's first column: the record's name as the row header, linking to its edit screen. */
export function linkColumn<T extends { id: number }>(options: {
  /** Column id and API sort key (`name`, `title`). */
  id: string;
  label: string;
  /** The edit screen's path of a row. */
  href: (row: T) => string;
  text: (row: T) => string;
  /** Said after the link (a chip marking the signed-in admin's own row). */
  after?: (row: T) => ReactNode;
}): Column<T> {
  const { id, label, href, text, after } = options;
  return {
    id,
    label,
    sortKey: id,
    rowHeader: true,
    render: (row) => (
      <>
        <Link component={RouterLink} to={href(row)} fontWeight={600}>
          {text(row)}
        </Link>
        {after?.(row)}
      </>
    ),
  };
}

/** The fields of a row that hold a date (an ISO string, or none). */
type DateField<T> = { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T] & string;

/** A column showing one of the row's dates in the page's language, with the time when `time` says so. */
export function dateColumn<T>(
  field: DateField<T>,
  label: string,
  lang: LanguageCode,
  options: Pick<Column<T>, 'sortKey' | 'hideBelow'> & { time?: boolean } = {},
): Column<T> {
  const { time, ...rest } = options;
  const format = time ? formatDateTime : formatDate;
  return { id: field, label, ...rest, render: (row) => format(row[field] as string | null, lang) };
}

/** The creation date column, sorted by the API's `created_at`. */
export function createdColumn<T extends { createdAt: string }>(
  label: string,
  lang: LanguageCode,
  hideBelow: Column<T>['hideBelow'],
  options: { time?: boolean } = {},
): Column<T> {
  return dateColumn<T>('createdAt' as DateField<T>, label, lang, {
    sortKey: 'created_at',
    hideBelow,
    ...options,
  });
}

/** A list's small picture (the name is in the next cell, so the picture itself is decorative). */
export function ThumbCell({ src }: { src: string | null }) {
  return (
    <Box
      sx={{
        width: 48,
        height: 48,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : null}
    </Box>
  );
}
