import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type AdminDashboard,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  DEFAULT_DASHBOARD_PERIOD,
  formatMoney,
  type LanguageCode,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import {
  FigureCard,
  RankedList,
  SalesFigure,
  StatCard,
  StatusList,
} from '../../features/dashboards/figures.tsx';
import { formatCount } from '../../features/dashboards/format.ts';
import { useDashboardsT } from '../../features/dashboards/i18n.ts';
import { PageMeta } from '../../features/site/page-meta.tsx';
import { useLanguage } from '../../i18n/language.ts';
import '../../back-office/i18n.ts';
import { LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { useAdminProfile } from '../framework/admin-session.ts';
import { adminDashboardQuery } from './api.ts';

/** A back-office list with its filters in the URL (the lists read them: ADR 0060). */
const listHref = (relative: string, filters: Record<string, string | number>) =>
  `${paths.admin.to(relative)}?${new URLSearchParams(
    Object.entries(filters).map(([k, v]) => [k, String(v)]),
  ).toString()}`;

const isPeriod = (value: string | null): value is DashboardPeriod =>
  value !== null && (DASHBOARD_PERIODS as readonly string[]).includes(value);

/**
 * The admin's home (SPEC 2 "Dashboard"): sales over the chosen period, orders by status, the top
 * products, categories and brands, and what waits now (customers to approve, abandoned carts, low
 * stock). The period lives in the URL (`?period=90d`); each figure opens the list behind it.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const profile = useAdminProfile().data;
  const lang = useLanguage();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('period');
  const period = isPeriod(raw) ? raw : DEFAULT_DASHBOARD_PERIOD;
  const query = useQuery(adminDashboardQuery(period));

  return (
    <Box component="section" aria-labelledby="admin-dashboard-title">
      <PageMeta title={t('pages.dashboard')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Box sx={{ flex: 1, minWidth: '16rem' }}>
          <Typography id="admin-dashboard-title" variant="h1" component="h1" gutterBottom>
            {profile ? t('dashboard.welcome', { name: profile.name }) : t('dashboard.welcomeAnonymous')}
          </Typography>
          <Typography component="p" color="text.secondary">
            {t('dashboard.intro')}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          aria-label={t('dashboard.period')}
          onChange={(_, value: DashboardPeriod | null) => {
            if (value)
              setSearch(value === DEFAULT_DASHBOARD_PERIOD ? {} : { period: value }, { replace: true });
          }}
        >
          {DASHBOARD_PERIODS.map((p) => (
            <ToggleButton key={p} value={p}>
              {t(`dashboard.periods.${p}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {query.error && query.data === undefined ? (
        <RetryAlert
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('dashboard.loadFailed')}
        />
      ) : query.data === undefined ? (
        <LoadingBlock />
      ) : (
        <Figures data={query.data} lang={lang} />
      )}
    </Box>
  );
}

function Figures({ data, lang }: { data: AdminDashboard; lang: LanguageCode }) {
  const { t } = useTranslation('admin');
  const td = useDashboardsT();
  const period = { from: data.from, to: data.to };
  const sales = data.sales.reduce((s, p) => s + p.total, 0);
  const placed = data.ordersByStatus.reduce((s, c) => s + c.count, 0);
  const money = (minor: number) => formatMoney(minor, data.currency, lang);
  const stats = [
    { label: t('dashboard.salesTotal'), value: money(sales), to: listHref('order', period) },
    { label: t('dashboard.ordersInPeriod'), value: formatCount(placed, lang), to: listHref('order', period) },
    {
      label: t('dashboard.awaitingApproval'),
      value: formatCount(data.awaitingApproval, lang),
      to: listHref('users', { state: 'awaiting_approval' }),
    },
    {
      label: t('dashboard.abandonedCarts'),
      value: formatCount(data.abandonedCarts, lang),
      to: listHref('order', { abandoned: 'true' }),
    },
    {
      label: t('dashboard.lowStock', { max: data.lowStockThreshold }),
      value: formatCount(data.lowStock, lang),
      to: listHref('product', { stock: 'low_stock' }),
    },
    {
      label: t('dashboard.outOfStock'),
      value: formatCount(data.outOfStock, lang),
      to: listHref('product', { stock: 'out_of_stock' }),
    },
  ];
  return (
    <Grid container spacing={2}>
      {stats.map((stat) => (
        <Grid key={stat.to} size={{ xs: 12, sm: 6, lg: 4, xl: 2 }}>
          <StatCard {...stat} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 8 }}>
        <FigureCard
          title={t('dashboard.salesOverTime')}
          action={
            <Link component={RouterLink} to={listHref('order', period)} underline="hover">
              {t('dashboard.viewOrders')}
            </Link>
          }
        >
          <SalesFigure
            title={td('chart.sales')}
            points={data.sales}
            bucket={data.bucket}
            currency={data.currency}
            lang={lang}
            from={data.from}
            to={data.to}
          />
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <FigureCard title={td('figures.ordersByStatus')}>
          <StatusList
            counts={data.ordersByStatus}
            hrefOf={(status) => listHref('order', { status, ...period })}
            empty={td('figures.noOrders')}
          />
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FigureCard title={td('figures.topProducts', { count: data.topN })}>
          <RankedList
            items={data.topProducts}
            hrefOf={(item) => paths.admin.to(`product/${item.id}`)}
            currency={data.currency}
            lang={lang}
            empty={td('figures.noneYet')}
          />
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FigureCard title={td('figures.topCategories', { count: data.topN })}>
          <RankedList
            items={data.topCategories}
            hrefOf={(item) => listHref('product', { category_id: item.id })}
            currency={data.currency}
            lang={lang}
            empty={td('figures.noneYet')}
          />
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FigureCard title={td('figures.topBrands', { count: data.topN })}>
          <RankedList
            items={data.topBrands}
            hrefOf={(item) => listHref('product', { brand_id: item.id })}
            currency={data.currency}
            lang={lang}
            empty={td('figures.noneYet')}
          />
        </FigureCard>
      </Grid>
    </Grid>
  );
}
