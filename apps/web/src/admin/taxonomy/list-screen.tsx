import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { LanguageCode } from '@shop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Column, DataTable, EmptyState, type TableParams } from '../../back-office/kit/data-table.tsx';
import { FilterBar, SearchField } from '../../back-office/kit/filter-bar.tsx';
import { formatDate } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import type { Paged } from './api.ts';
import { useTaxonomyT } from './i18n.ts';

/** A list screen of this section: header with its add button, filters, the table (ADR 0008 lists). */
export function ListScreen<T extends { id: number }>({
  segment,
  title,
  intro,
  addLabel,
  caption,
  emptyText,
  params,
  query,
  columns,
  filters,
}: {
  /** The admin path segment (`tags`, `measureUnits`…). */
  segment: string;
  title: string;
  intro: string;
  addLabel: string;
  caption: string;
  emptyText: string;
  params: TableParams & { hasFilters: boolean; clearFilters: () => void };
  query: UseQueryResult<Paged<T>>;
  columns: ReadonlyArray<Column<T>>;
  filters: ReactNode;
}) {
  const t = useTaxonomyT();
  const titleId = `${segment}-title`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <PageHeader
        id={titleId}
        title={title}
        subtitle={intro}
        actions={
          <Button
            component={RouterLink}
            to={paths.admin.to(`${segment}/add`)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {addLabel}
          </Button>
        }
      />
      <FilterBar
        label={t('common.filtersLabel')}
        hasFilters={params.hasFilters}
        onClear={params.clearFilters}
      >
        {filters}
      </FilterBar>
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data?.items}
        meta={query.data?.meta}
        params={params}
        rowKey={(r) => r.id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={<EmptyState text={emptyText} filtered={params.hasFilters} onClear={params.clearFilters} />}
      />
    </Box>
  );
}

/** An add or edit screen's frame: title, way back, and its content. */
export function FormScreen({
  id,
  title,
  subtitle,
  back,
  children,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ maxWidth: 1000 }}>
      <PageHeader id={id} title={title} subtitle={subtitle} back={back} />
      {children}
    </Box>
  );
}

/** A text in the page language, English when the Arabic one is empty. */
export function localized(text: { en: string; ar: string }, lang: LanguageCode): string {
  return text[lang] || text.en;
}

/** A list's first column: the record's name as the row header, linking to its edit screen. */
export function linkColumn<T extends { id: number }>(options: {
  /** Column id and API sort key (`name`, `title`). */
  id: string;
  label: string;
  segment: string;
  text: (row: T) => string;
}): Column<T> {
  const { id, label, segment, text } = options;
  return {
    id,
    label,
    sortKey: id,
    rowHeader: true,
    render: (row) => (
      <Link component={RouterLink} to={paths.admin.to(`${segment}/${row.id}`)} fontWeight={600}>
        {text(row)}
      </Link>
    ),
  };
}

/** The creation date column, sorted by the API's `created_at`. */
export function createdColumn<T extends { createdAt: string }>(
  label: string,
  lang: LanguageCode,
  hideBelow: Column<T>['hideBelow'],
): Column<T> {
  return {
    id: 'created',
    label,
    sortKey: 'created_at',
    hideBelow,
    render: (row) => formatDate(row.createdAt, lang),
  };
}

/** The list's search box bound to the `search` filter in the URL. */
export function ListSearchField({
  label,
  helper,
  params,
}: {
  label: string;
  helper: string;
  params: {
    filters: { search?: string | undefined };
    setFilter: (key: 'search', value: string | undefined, options: { replace?: boolean }) => void;
  };
}) {
  return (
    <SearchField
      label={label}
      helper={helper}
      value={params.filters.search}
      onChange={(value, options) => params.setFilter('search', value, options)}
    />
  );
}
