import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  type LanguageCode,
  type OrderStatus,
  type RankedItem,
  type SalesPoint,
  type StatusCount,
} from '@shop/shared';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { useOrderLabels } from '../orders/status-labels.ts';
import { bucketLabel, formatCount } from './format.ts';
import { useDashboardsT } from './i18n.ts';
import type { SalesChartProps } from './sales-chart.tsx';

/*
 * The parts both dashboards are made of (the admin's home and the customer's /dashboard): a card
 * per figure, a number that links to the list behind it, orders by status, a top-N list and the
 * sales chart with its table. Each figure is a link, so the person can open what it counts.
 */

/** The chart library loads in its own chunk, after the figures are on screen. */
const LazyChart = lazy(async () => ({ default: (await import('./sales-chart.tsx')).SalesChart }));

/** A titled card holding one figure. */
export function FigureCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={id} component="h2" variant="h6">
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** One number that opens the list it counts. */
export function StatCard({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {label}
            </Typography>
            <Typography variant="h4" component="span" sx={{ display: 'block', fontWeight: 600 }}>
              <bdi>{value}</bdi>
            </Typography>
          </Box>
          <ArrowForward
            fontSize="small"
            aria-hidden="true"
            sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
          />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Orders by status, each count a link to the orders list filtered by it; empty statuses left out. */
export function StatusList({
  counts,
  hrefOf,
  empty,
}: {
  counts: StatusCount[];
  hrefOf: (status: OrderStatus) => string;
  empty: string;
}) {
  const t = useDashboardsT();
  const labels = useOrderLabels();
  const shown = counts.filter((c) => c.count > 0);
  if (shown.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const most = Math.max(...shown.map((c) => c.count));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {shown.map((c) => (
        <Box component="li" key={c.status}>
          <Link
            component={RouterLink}
            to={hrefOf(c.status)}
            underline="hover"
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
          >
            <span>{labels.status(c.status)}</span>
            <span>
              <VisuallyHidden>: </VisuallyHidden>
              {t('figures.ordersCount', { count: c.count })}
            </span>
          </Link>
          <Box
            aria-hidden="true"
            sx={{
              mt: 0.5,
              height: 6,
              borderRadius: 3,
              bgcolor: 'primary.main',
              opacity: 0.75,
              width: `${Math.max(4, (c.count / most) * 100)}%`,
            }}
          />
        </Box>
      ))}
    </Box>
  );
}

/** A top-N list: name, units and amount, each a link to what it names. */
export function RankedList({
  items,
  hrefOf,
  currency,
  lang,
  empty,
}: {
  items: RankedItem[];
  hrefOf: (item: RankedItem) => string;
  currency: string;
  lang: LanguageCode;
  empty: string;
}) {
  const t = useDashboardsT();
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, ps: 3, display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <Box component="li" key={item.id}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={hrefOf(item)} underline="hover" fontWeight={600}>
              {item.name}
            </Link>
            <Typography component="span" variant="body2" color="text.secondary">
              {t('figures.units', { count: item.quantity })} · {formatMoney(item.total, currency, lang)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The sales (or spend) chart, lazy, with the same figures as a table that screen readers read
 * (the chart itself is a picture to them).
 */
export function SalesFigure({
  title,
  points,
  bucket,
  currency,
  lang,
  from,
  to,
}: Omit<SalesChartProps, 'label'> & { title: string; from: string; to: string }) {
  const t = useDashboardsT();
  return (
    <>
      <Box aria-hidden="true">
        <Suspense
          fallback={
            <Skeleton variant="rounded" height={300}>
              <span>{t('chart.loading')}</span>
            </Skeleton>
          }
        >
          <LazyChart points={points} bucket={bucket} currency={currency} lang={lang} label={title} />
        </Suspense>
      </Box>
      <VisuallyHidden>
        <table>
          <caption>
            {t('chart.tableCaption', {
              title,
              from: bucketLabel(from, 'day', lang, 'long'),
              to: bucketLabel(to, 'day', lang, 'long'),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{bucket === 'day' ? t('chart.date') : t('chart.month')}</th>
              <th scope="col">{t('chart.orders')}</th>
              <th scope="col">{t('chart.total')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p: SalesPoint) => (
              <tr key={p.date}>
                <th scope="row">{bucketLabel(p.date, bucket, lang, 'long')}</th>
                <td>{formatCount(p.orders, lang)}</td>
                <td>{formatMoney(p.total, currency, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
