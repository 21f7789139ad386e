import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerSummary } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { useLanguage } from '../../i18n/language.ts';
import '../i18n.ts';
import type { Column } from '../kit/data-table.tsx';
import type { DetailItem } from '../kit/detail-list.tsx';
import { formatDateTime } from '../kit/format.ts';
import { dateColumn } from '../kit/screens.tsx';
import { PricesHiddenChip, RestrictedChip, UserStateChip } from './customer-state.tsx';

/*
 * A customer as the back office shows one: the admin's users screens and the salesperson's own
 * customers share these columns and details.
 */

export const salespersonName = (s: { firstName: string; lastName: string; code: string }) =>
  `${s.firstName} ${s.lastName} (${s.code})`;

/** Columns shared by the admin's customers list and the salesperson's "my customers". */
export function useCustomerColumns(detailPath: (id: number) => string): Column<CustomerSummary>[] {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return [
    {
      id: 'name',
      label: t('users.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (u) => (
        <Link component={RouterLink} to={detailPath(u.id)} fontWeight={600}>
          {u.firstName} {u.lastName}
        </Link>
      ),
    },
    {
      id: 'company',
      label: t('users.columns.company'),
      sortKey: 'company',
      render: (u) => (
        <>
          <Typography variant="body2">{u.companyName}</Typography>
          <Typography variant="caption" color="text.secondary" dir="ltr">
            {u.companyNumber}
          </Typography>
        </>
      ),
    },
    {
      id: 'contact',
      label: t('users.columns.contact'),
      sortKey: 'email',
      hideBelow: 'md',
      render: (u) => (
        <Box dir="ltr" sx={{ textAlign: 'start' }}>
          <Typography variant="body2">{u.email}</Typography>
          <Typography variant="caption" color="text.secondary">
            {u.mobile}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'userCode',
      label: t('users.columns.userCode'),
      sortKey: 'user_code',
      hideBelow: 'lg',
      render: (u) => <span dir="ltr">{u.userCode}</span>,
    },
    {
      id: 'state',
      label: t('users.columns.state'),
      render: (u) => (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          <UserStateChip state={u.state} />
          {u.restricted ? <RestrictedChip /> : null}
          {u.canSeePrices ? null : <PricesHiddenChip />}
        </Stack>
      ),
    },
    dateColumn('registeredAt', t('users.columns.registered'), lang, {
      sortKey: 'created_at',
      hideBelow: 'md',
    }),
  ];
}

/** The customer's own details, shared with the salesperson's customer screen. */
export function useCustomerDetailItems() {
  const { t } = useTranslation(['admin', 'common']);
  const lang = useLanguage();
  const yes = t('admin:list.yes');
  const no = t('admin:list.no');
  return {
    company: (u: CustomerSummary): DetailItem[] => [
      { label: t('admin:users.fields.companyName'), value: u.companyName },
      { label: t('admin:users.fields.companyNumber'), value: u.companyNumber, ltr: true },
      { label: t('admin:users.fields.type'), value: t(`admin:users.types.${u.type}`) },
      { label: t('admin:users.fields.userCode'), value: u.userCode, ltr: true },
    ],
    contact: (u: CustomerSummary): DetailItem[] => [
      { label: t('admin:users.fields.firstName'), value: u.firstName },
      { label: t('admin:users.fields.lastName'), value: u.lastName },
      { label: t('admin:users.fields.email'), value: u.email, ltr: true },
      { label: t('admin:users.fields.mobile'), value: u.mobile, ltr: true },
      { label: t('admin:users.fields.landline'), value: u.landline || '—', ltr: Boolean(u.landline) },
      {
        label: t('admin:users.fields.preferredLanguage'),
        value: u.preferredLanguage ? t(`common:language.${u.preferredLanguage}`) : '—',
      },
    ],
    account: (u: CustomerSummary): DetailItem[] => [
      { label: t('admin:users.fields.state'), value: t(`admin:users.states.${u.state}`) },
      { label: t('admin:users.fields.verified'), value: u.verified ? yes : no },
      { label: t('admin:users.fields.emailVerifiedAt'), value: formatDateTime(u.emailVerifiedAt, lang) },
      { label: t('admin:users.fields.approvedAt'), value: formatDateTime(u.approvedAt, lang) },
      // What the customer really sees and why (the API's one price rule), then the admin's switch.
      {
        label: t('admin:users.fields.seesPrices'),
        value: t(`admin:users.priceVisibility.${u.priceVisibility.reason}`),
      },
      { label: t('admin:users.fields.canSeePrices'), value: u.canSeePrices ? yes : no },
      { label: t('admin:users.fields.restricted'), value: u.restricted ? yes : no },
      ...(u.restricted
        ? [{ label: t('admin:users.fields.restrictedReason'), value: u.restrictedReason || '—' }]
        : []),
      {
        label: t('admin:users.fields.salesperson'),
        value: u.salesperson ? salespersonName(u.salesperson) : t('admin:users.noSalesperson'),
      },
      { label: t('admin:users.fields.registeredAt'), value: formatDateTime(u.registeredAt, lang) },
      { label: t('admin:users.fields.lastLoginAt'), value: formatDateTime(u.lastLoginAt, lang) },
    ],
  };
}
