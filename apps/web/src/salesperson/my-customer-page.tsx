import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { idParams } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import '../back-office/i18n.ts';
import { CustomerHeader } from '../back-office/customers/customer-header.tsx';
import { useCustomerDetailItems } from '../back-office/customers/customer-views.tsx';
import { DetailCard } from '../back-office/kit/detail-list.tsx';
import { LoadError, LoadingBlock } from '../back-office/kit/query-state.tsx';
import { RouterLink } from '../components/ui/router-link.tsx';
import { paths } from '../config/paths.ts';
import { useDeployment } from '../features/site/deployment.ts';
import { NotFound } from '../features/site/not-found.tsx';
import { salesCustomer } from '../lib/buyer.ts';
import { myCustomerQuery } from './api.ts';

/** /salesperson/customers/:id: one of the salesperson's own customers (another's is not found). */
export function MyCustomerPage() {
  const { t } = useTranslation('admin');
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...myCustomerQuery(id), enabled: parsed.success });
  const items = useCustomerDetailItems();
  const navigate = useNavigate();
  const { flags } = useDeployment();
  if (!parsed.success) return <NotFound homeHref={paths.salesperson.customers} />;
  if (query.isPending) return <LoadingBlock />;
  if (query.error) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        homeHref={paths.salesperson.customers}
      />
    );
  }
  const u = query.data;
  return (
    <Box component="section" aria-labelledby="my-customer-title" sx={{ maxWidth: 1100 }}>
      <CustomerHeader
        titleId="my-customer-title"
        customer={u}
        back={{ to: paths.salesperson.customers, label: t('sales.customers.back') }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        {/* SPEC 2: the salesperson orders for a customer picked in the cart; this picks this one. */}
        <Button
          variant="contained"
          startIcon={<ShoppingCartOutlined />}
          onClick={() => {
            salesCustomer.set(String(u.id));
            navigate(paths.cart);
          }}
        >
          {t('sales.customers.orderFor')}
        </Button>
        {flags.isInvoicesEnabled ? (
          <Button
            variant="outlined"
            startIcon={<DescriptionOutlined />}
            component={RouterLink}
            to={`${paths.salesperson.invoices}?customerId=${u.id}`}
          >
            {t('sales.invoices.ofCustomer')}
          </Button>
        ) : null}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <DetailCard title={t('users.sections.company')} items={items.company(u)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DetailCard title={t('users.sections.contact')} items={items.contact(u)} />
        </Grid>
        <Grid size={12}>
          <DetailCard title={t('users.sections.account')} items={items.account(u)} />
        </Grid>
      </Grid>
    </Box>
  );
}
