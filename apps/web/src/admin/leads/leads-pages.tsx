import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { idParams, LEAD_BUSINESS_TYPES, LEAD_SORTS, type LeadRecord } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { type Column, DataTable, EmptyState } from '../../back-office/kit/data-table.tsx';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { FilterBar, SearchField, SelectFilter } from '../../back-office/kit/filter-bar.tsx';
import { formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { DeleteRecord } from '../../back-office/kit/record-form.tsx';
import { onOff, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { leads, useLeadHandled } from './api.ts';
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
      render: (l) => <StatusChip {...onOff(l.handled, t('handled'), t('open'))} />,
    },
    {
      id: 'created_at',
      label: t('columns.received'),
      sortKey: 'created_at',
      hideBelow: 'md',
      render: (l) => formatDateTime(l.createdAt, lang),
    },
  ];
  return (
    <Box component="section" aria-labelledby="leads-title">
      <PageHeader id="leads-title" title={t('title')} subtitle={t('intro')} />
      <FilterBar label={t('filtersLabel')} hasFilters={params.hasFilters} onClear={params.clearFilters}>
        <SearchField
          label={t('searchLabel')}
          value={params.filters.search}
          onChange={(value, options) => params.setFilter('search', value, options)}
        />
        <SelectFilter
          label={t('columns.handled')}
          value={params.filters.handled}
          options={[
            { value: 'false', label: t('open') },
            { value: 'true', label: t('handled') },
          ]}
          onChange={(v) => params.setFilter('handled', v)}
        />
        <SelectFilter
          label={t('columns.business')}
          value={params.filters.businessType}
          options={LEAD_BUSINESS_TYPES.map((type) => ({ value: type, label: t(`businessTypes.${type}`) }))}
          onChange={(v) => params.setFilter('businessType', v)}
        />
      </FilterBar>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={query.data?.items}
        meta={query.data?.meta}
        params={params}
        rowKey={(l) => l.id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={<EmptyState text={t('empty')} filtered={params.hasFilters} onClear={params.clearFilters} />}
      />
    </Box>
  );
}

/** /admin-panel/secure/leads/:id: read a request, mark it handled (or open again), delete it. */
export function LeadPage() {
  const t = useLeadsT();
  const lang = useLanguage();
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...leads.detailQuery(id), enabled: parsed.success });
  const handled = useLeadHandled();
  const remove = leads.useRemove();
  const [asking, setAsking] = useState(false);
  if (!parsed.success) return <NotFound homeHref={listPath} />;
  if (query.isPending) return <LoadingBlock />;
  if (query.error)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} homeHref={listPath} />;
  const l = query.data;
  const next = !l.handled;
  return (
    <Box component="section" aria-labelledby="lead-title" sx={{ maxWidth: 900 }}>
      <PageHeader
        id="lead-title"
        title={l.companyName}
        subtitle={<StatusChip {...onOff(l.handled, t('handled'), t('open'))} />}
        back={{ to: listPath, label: t('back') }}
        actions={
          <Button
            variant={next ? 'contained' : 'outlined'}
            startIcon={next ? <MarkEmailReadOutlined /> : <MarkEmailUnreadOutlined />}
            onClick={() => setAsking(true)}
          >
            {next ? t('markHandled') : t('markOpen')}
          </Button>
        }
      />
      <Stack spacing={3}>
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
            { label: t('columns.handled'), value: l.handled ? formatDateTime(l.handledAt, lang) : t('open') },
          ]}
        />
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="lead-note"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="lead-note" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('note')}
          </Typography>
          <Typography
            component="p"
            dir="auto"
            lang={l.language}
            color={l.message ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {l.message || t('noNote')}
          </Typography>
        </Paper>
        <DeleteRecord
          label={t('delete')}
          title={t('confirm.deleteTitle')}
          description={t('confirm.deleteText', { name: l.companyName })}
          done={t('done.deleted')}
          backTo={listPath}
          onDelete={() => remove.mutateAsync(l.id)}
        />
      </Stack>
      <ConfirmDialog
        open={asking}
        title={next ? t('confirm.handledTitle') : t('confirm.openTitle')}
        description={next ? t('confirm.handledText') : t('confirm.openText')}
        confirmLabel={next ? t('markHandled') : t('markOpen')}
        pending={handled.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          handled.mutate(
            { id: l.id, handled: next },
            {
              onSuccess: (r) => {
                setAsking(false);
                notify.success(r.message ?? t(next ? 'done.handled' : 'done.open'));
              },
              onError: (error) => {
                setAsking(false);
                notify.error(error);
              },
            },
          )
        }
      />
    </Box>
  );
}
