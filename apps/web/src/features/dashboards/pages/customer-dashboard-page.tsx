import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type CustomerDashboard, formatMoney, type LanguageCode } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { formatDate } from '../../../lib/dates.ts';
import { AccountPage } from '../../account/public-ui.ts';
import { catalogueLinks } from '../../catalogue/links.ts';
import { OrderStatusChip } from '../../orders/status-chips.tsx';
import { customerDashboardQuery } from '../api.ts';
import { FigureCard, RankedList, SalesFigure, StatCard, StatusList } from '../figures.tsx';
import { formatCount } from '../format.ts';
import { useDashboardsT } from '../i18n.ts';

/**
 * /dashboard (SPEC 2 "It shows statistics"): the customer's own orders by status, spend over the
 * last 12 months, open refund requests, its top categories and brands and its latest orders. Every
 * figure opens the page behind it. Shown only where the deployment enables it (the route decides).
 */
export function CustomerDashboardPage() {
  const t = useDashboardsT();
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const query = useQuery(customerDashboardQuery());

  return (
    <AccountPage title={tc('pages.dashboard')} intro={t('customer.intro')}>
      {query.error ? (
        <RetryAlert
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('customer.loadFailed')}
        />
      ) : query.data === undefined ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('customer.loading')} />
        </Box>
      ) : (
        <Figures data={query.data} lang={lang} />
      )}
    </AccountPage>
  );
}

function Figures({ data, lang }: { data: CustomerDashboard; lang: LanguageCode }) {
  const t = useDashboardsT();
  const placed = data.ordersByStatus.reduce((s, c) => s + c.count, 0);
  if (placed === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={paths.products} color="inherit" size="small">
            {t('customer.browse')}
          </Button>
        }
      >
        {t('customer.empty')}
      </Alert>
    );
  }
  const spend = data.spend.reduce((s, p) => s + p.total, 0);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label={t('customer.spend12m')}
          value={formatMoney(spend, data.currency, lang)}
          to={paths.dashboard.orders}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label={t('customer.ordersPlaced')}
          value={formatCount(placed, lang)}
          to={paths.dashboard.orders}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label={t('customer.openRefunds')}
          value={formatCount(data.openRefunds, lang)}
          to={paths.dashboard.refunds}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FigureCard title={t('customer.spend12m')}>
          <SalesFigure
            title={t('chart.spend')}
            points={data.spend}
            bucket={data.bucket}
            currency={data.currency}
            lang={lang}
            from={data.from}
            to={data.to}
          />
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FigureCard title={t('figures.ordersByStatus')}>
          <StatusList
            counts={data.ordersByStatus}
            hrefOf={(status) => `${paths.dashboard.orders}?status=${encodeURIComponent(status)}`}
            empty={t('figures.noOrders')}
          />
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FigureCard title={t('figures.topCategories', { count: data.topN })}>
          <RankedList
            items={data.topCategories}
            hrefOf={(item) => catalogueLinks.category(item.slug)}
            currency={data.currency}
            lang={lang}
            empty={t('figures.noneYet')}
          />
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FigureCard title={t('figures.topBrands', { count: data.topN })}>
          <RankedList
            items={data.topBrands}
            hrefOf={(item) => catalogueLinks.brand(item.slug)}
            currency={data.currency}
            lang={lang}
            empty={t('figures.noneYet')}
          />
        </FigureCard>
      </Grid>
      <Grid size={12}>
        <FigureCard
          title={t('customer.recentOrders')}
          action={
            <Link component={RouterLink} to={paths.dashboard.orders} underline="hover">
              {t('customer.allOrders')}
            </Link>
          }
        >
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.recentOrders.map((order) => (
              <Box
                component="li"
                key={order.id}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
              >
                <Link component={RouterLink} to={paths.dashboard.order(order.id)} fontWeight={600}>
                  {t('customer.orderLink', { number: order.orderNumber })}
                </Link>
                <Typography component="span" variant="body2" color="text.secondary">
                  {formatDate(order.createdAt, lang)}
                </Typography>
                <OrderStatusChip status={order.status} />
                <Typography component="span" sx={{ marginInlineStart: 'auto' }}>
                  {formatMoney(order.grandTotal, order.currency, lang)}
                </Typography>
              </Box>
            ))}
          </Box>
        </FigureCard>
      </Grid>
    </Grid>
  );
}
