import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { type Column, DataTable, EmptyState, type TableParams } from '../components/data-table.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { PageHeader } from '../components/page-header.tsx';
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
