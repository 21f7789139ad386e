import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LEAD_BUSINESS_TYPES, LEAD_SORTS, type LeadRecord } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { HandledChip, HandledRecordScreen, SentText } from '../../back-office/kit/handled-record.tsx';
import { createdColumn, flagOptions, ListScreen, listTexts } from '../../back-office/kit/screens.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { leads } from './api.ts';
import { useLeadsT } from './i18n.ts';

const FILTERS = ['search', 'handled', 'businessType'] as const;
const listPath = paths.admin.to('leads');
const leadPath = (l: Pick<LeadRecord, 'id'>) => paths.admin.to(`leads/${l.id}`);

/** /admin-panel/secure/leads: the quote requests of /form-1, newest first. */
export function LeadsListPage() {
  const t = useLeadsT();
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: LEAD_SORTS, defaultSort: '-created_at' });
  const query = useQuery(leads.listQuery(listQuery(params)));
  const columns: Column<LeadRecord>[] = [
    {
      id: 'company',
      label: t('columns.company'),
      rowHeader: true,
      sortKey: 'company',
      render: (l) => (
        <Link component={RouterLink} to={leadPath(l)} fontWeight={l.handled ? 400 : 700}>
          {l.companyName}
        </Link>
      ),
    },
    {
      id: 'contact',
      label: t('columns.contact'),
      render: (l) => (
        <>
          {l.contactName}
          <br />
          <bdi dir="ltr">{l.email}</bdi>
        </>
      ),
    },
    {
      id: 'business',
      label: t('columns.business'),
      hideBelow: 'md',
      render: (l) => (
        <>
          {t(`businessTypes.${l.businessType}`)}
          <br />
          <Typography component="span" variant="body2" color="text.secondary">
            {t(`volumes.${l.monthlyVolume}`)}
          </Typography>
        </>
      ),
    },
    {
      id: 'handled',
      label: t('columns.handled'),
      render: (l) => <HandledChip handled={l.handled} say={t} />,
    },
    createdColumn(t('columns.received'), lang, 'md', { time: true }),
  ];
  return (
    <ListScreen
      titleId="leads-title"
      texts={listTexts(t)}
      selects={[
        {
          name: 'handled',
          label: t('columns.handled'),
          options: flagOptions(t('handled'), t('open'), 'false'),
        },
        {
          name: 'businessType',
          label: t('columns.business'),
          options: LEAD_BUSINESS_TYPES.map((type) => ({ value: type, label: t(`businessTypes.${type}`) })),
        },
      ]}
      params={params}
      query={query}
      columns={columns}
    />
  );
}

/** /admin-panel/secure/leads/:id: read a request, mark it handled (or open again), delete it. */
export function LeadPage() {
  const t = useLeadsT();
  const lang = useLanguage();
  return (
    <HandledRecordScreen
      resource={leads}
      listPath={listPath}
      titleId="lead-title"
      say={t}
      titleOf={(l) => l.companyName}
      nameOf={(l) => l.companyName}
    >
      {(l) => (
        <>
          <DetailCard
            title={t('details')}
            items={[
              { label: t('columns.contact'), value: l.contactName },
              { label: t('email'), value: <Link href={`mailto:${l.email}`}>{l.email}</Link>, ltr: true },
              { label: t('phone'), value: <Link href={`tel:${l.phone}`}>{l.phone}</Link>, ltr: true },
              { label: t('city'), value: l.city },
              { label: t('columns.business'), value: t(`businessTypes.${l.businessType}`) },
              { label: t('volume'), value: t(`volumes.${l.monthlyVolume}`) },
              {
                label: t('interests'),
                value: l.interests.map((i) => t(`interestOptions.${i}`)).join(lang === 'ar' ? '، ' : ', '),
              },
              { label: t('columns.received'), value: formatDateTime(l.createdAt, lang) },
              { label: t('language'), value: t(`languages.${l.language}`) },
              {
                label: t('columns.handled'),
                value: l.handled ? formatDateTime(l.handledAt, lang) : t('open'),
              },
            ]}
          />
          <SentText
            id="lead-note"
            title={t('note')}
            lang={l.language}
            text={l.message}
            emptyText={t('noNote')}
          />
        </>
      )}
    </HandledRecordScreen>
  );
}
