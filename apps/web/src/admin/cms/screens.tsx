import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { idParams } from '@shop/shared';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { CrudResource, Paged } from '../../back-office/kit/crud-resource.ts';
import { type Column, DataTable, EmptyState, type TableParams } from '../../back-office/kit/data-table.tsx';
import { FilterBar } from '../../back-office/kit/filter-bar.tsx';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { NotFound } from '../../components/ui/not-found.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';

/** A list screen of this section: header with its add button, filters, the table (ADR 0008 lists). */
export function CmsListScreen<T extends { id: number }>({
  titleId,
  title,
  intro,
  addTo,
  addLabel,
  filtersLabel,
  filters,
  caption,
  emptyText,
  params,
  query,
  columns,
}: {
  titleId: string;
  title: string;
  intro: string;
  /** The add screen's path. */
  addTo: string;
  addLabel: string;
  filtersLabel: string;
  filters: ReactNode;
  caption: string;
  emptyText: string;
  params: TableParams & { hasFilters: boolean; clearFilters: () => void };
  query: UseQueryResult<Paged<T>>;
  columns: ReadonlyArray<Column<T>>;
}) {
  return (
    <Box component="section" aria-labelledby={titleId}>
      <PageHeader
        id={titleId}
        title={title}
        subtitle={intro}
        actions={
          <Button component={RouterLink} to={addTo} variant="contained" startIcon={<AddIcon />}>
            {addLabel}
          </Button>
        }
      />
      <FilterBar label={filtersLabel} hasFilters={params.hasFilters} onClear={params.clearFilters}>
        {filters}
      </FilterBar>
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data?.items}
        meta={query.data?.meta}
        params={params}
        rowKey={(row) => row.id}
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
export function CmsScreen({
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
    <Box component="section" aria-labelledby={id} sx={{ maxWidth: 1100 }}>
      <PageHeader id={id} title={title} subtitle={subtitle} back={back} />
      {children}
    </Box>
  );
}

/** `:id` from the URL and its record: not found, loading and load-error states, then the screen. */
export function IdRecordScreen<TRecord>({
  resource,
  homeHref,
  children,
}: {
  resource: Pick<CrudResource<TRecord, unknown, unknown>, 'detailQuery'>;
  /** Where the not-found and error states lead back to. */
  homeHref: string;
  children: (record: TRecord) => ReactNode;
}) {
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...resource.detailQuery(id), enabled: parsed.success });
  if (!parsed.success) return <NotFound homeHref={homeHref} />;
  if (query.isPending) return <LoadingBlock />;
  if (query.error)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} homeHref={homeHref} />;
  return <>{children(query.data)}</>;
}
