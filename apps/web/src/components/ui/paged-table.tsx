import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { EmptyPanel } from './empty-panel.tsx';
import { RetryAlert } from './retry-alert.tsx';
import { RouterLink } from './router-link.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

/** Placeholder rows while a page loads: the header's, then the items'. */
const SKELETON_ROWS = [0, 1, 2, 3, 4, 5];

/**
 * A page of a list in a table, in each of its states: loading (skeleton rows, announced as
 * `caption`), failed (a retry), empty (`empty`'s panel), or the rows and the links to the other
 * pages. The filters stay above it in every state.
 */
export function PagedTable<T>({
  query,
  filters,
  caption,
  paginationLabel,
  pageHref,
  empty,
  head,
  row,
  skeletonRows = 4,
}: {
  query: UseQueryResult<{ items: T[]; meta: { page: number; pageCount: number } }>;
  filters: ReactNode;
  caption: string;
  paginationLabel: string;
  pageHref: (page: number) => string;
  empty: { icon: ComponentType<SvgIconProps>; text: string; action?: ReactNode };
  /** The header's row. */
  head: ReactNode;
  /** One item's row (with its key). */
  row: (item: T) => ReactNode;
  skeletonRows?: number;
}) {
  if (query.isPending) {
    return (
      <>
        {filters}
        <Stack spacing={1.5} role="status" aria-label={caption}>
          {SKELETON_ROWS.slice(0, skeletonRows).map((n) => (
            <Skeleton key={n} variant="rounded" height={n === 0 ? 32 : 52} />
          ))}
        </Stack>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {filters}
        <RetryAlert error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const { items, meta } = query.data;
  if (items.length === 0) {
    return (
      <>
        {filters}
        <EmptyPanel icon={empty.icon} action={empty.action ?? null}>
          {empty.text}
        </EmptyPanel>
      </>
    );
  }
  return (
    <>
      {filters}
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        <Table size="small">
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <TableHead>{head}</TableHead>
          <TableBody>{items.map(row)}</TableBody>
        </Table>
      </TableContainer>
      {meta.pageCount > 1 ? (
        <Box
          component="nav"
          aria-label={paginationLabel}
          sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
          className="no-print"
        >
          <Pagination
            page={Math.min(meta.page, meta.pageCount)}
            count={meta.pageCount}
            color="primary"
            renderItem={(item) => (
              <PaginationItem component={RouterLink} to={pageHref(item.page ?? 1)} {...item} />
            )}
          />
        </Box>
      ) : null}
    </>
  );
}
