import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ListMeta } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import '../i18n.ts';
import { BackOfficeRetry } from './query-state.tsx';
import { PER_PAGE_OPTIONS, parseSort } from './use-list-params.ts';

export interface Column<T> {
  id: string;
  label: string;
  /** The API's sort key of this column (`name` sorts `name`/`-name`). */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  render: (row: T) => ReactNode;
  /** The row's header cell (the one a screen reader reads with every other cell). */
  rowHeader?: boolean;
  /** Hidden below this breakpoint to keep small screens readable. */
  hideBelow?: 'sm' | 'md' | 'lg';
}

/** What the table needs of `useListParams`. */
export interface TableParams {
  page: number;
  perPage: number;
  sort: string;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  toggleSort: (key: string) => void;
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[] | undefined;
  meta: ListMeta | undefined;
  params: TableParams;
  rowKey: (row: T) => string | number;
  isLoading: boolean;
  isFetching?: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Shown when nothing matches; `filtered` when filters are set. */
  empty: ReactNode;
}

const hide = (below: Column<unknown>['hideBelow']) =>
  below ? { display: { xs: 'none', [below]: 'table-cell' } } : undefined;

/**
 * The back office's list table: server-side sort and pagination read from and written to the URL
 * (`useListParams`), with loading, empty and error states. MUI X DataGrid is not installed and a
 * plain MUI table does what these lists need (ADR 0008).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, meta, params, rowKey, isLoading, isFetching, error, onRetry, empty } =
    props;
  const { t } = useTranslation('admin');
  const sort = parseSort(params.sort);

  if (error && !rows) return <BackOfficeRetry error={error} onRetry={onRetry} />;

  const busy = isLoading || Boolean(isFetching);
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{busy && !isLoading ? <LinearProgress aria-hidden="true" /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-busy={busy}>
          <caption>
            <VisuallyHidden>
              {meta
                ? t('list.summary', {
                    caption,
                    count: meta.total,
                    page: meta.page,
                    pages: Math.max(meta.pageCount, 1),
                  })
                : caption}
            </VisuallyHidden>
          </caption>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = column.sortKey !== undefined && sort.key === column.sortKey;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap', ...hide(column.hideBelow) }}
                    sortDirection={active ? sort.direction : false}
                    scope="col"
                  >
                    {column.sortKey ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() => params.toggleSort(column.sortKey as string)}
                      >
                        {column.label}
                        {active ? (
                          <VisuallyHidden>
                            {sort.direction === 'desc' ? t('list.sortedDesc') : t('list.sortedAsc')}
                          </VisuallyHidden>
                        ) : null}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {isLoading && !rows
              ? Array.from({ length: 5 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <TableRow key={i}>
                    {columns.map((column) => (
                      <TableCell key={column.id} sx={hide(column.hideBelow)}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : null}
            {rows && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 5, textAlign: 'center' }}>
                  {empty}
                </TableCell>
              </TableRow>
            ) : null}
            {rows?.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    component={column.rowHeader ? 'th' : 'td'}
                    scope={column.rowHeader ? 'row' : undefined}
                    sx={hide(column.hideBelow)}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {isLoading && !rows ? <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden> : null}
      {meta ? (
        <TablePagination
          component="div"
          count={meta.total}
          page={Math.max(0, params.page - 1)}
          rowsPerPage={params.perPage}
          rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
          onPageChange={(_, page) => params.setPage(page + 1)}
          onRowsPerPageChange={(event) => params.setPerPage(Number(event.target.value))}
          labelRowsPerPage={t('list.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, total: count })}
          getItemAriaLabel={(type) => t(`list.goTo.${type}`)}
          showFirstButton
          showLastButton
        />
      ) : null}
    </Paper>
  );
}

/** The empty state: "no X yet", or "nothing matches" with a way to clear the filters. */
export function EmptyState({
  text,
  filtered,
  onClear,
}: {
  text: string;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Box>
      <Typography component="p" color="text.secondary" sx={{ mb: filtered ? 1 : 0 }}>
        {filtered ? t('list.noMatch') : text}
      </Typography>
      {filtered ? (
        <Button variant="outlined" size="small" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </Box>
  );
}
