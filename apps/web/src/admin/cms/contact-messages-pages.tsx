import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTACT_SORTS, type ContactRecord, idParams } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { SelectFilter } from '../../back-office/kit/filter-bar.tsx';
import { formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { loadGate } from '../../back-office/kit/query-state.tsx';
import { DeleteRecord } from '../../back-office/kit/record-form.tsx';
import { ListScreen, ListSearchField } from '../../back-office/kit/screens.tsx';
import { onOff, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { contactMessages, useContactHandled } from './api.ts';
import { useCmsT } from './i18n.ts';

const FILTERS = ['search', 'handled'] as const;
const listPath = paths.admin.to('contact-messages');
const messagePath = (m: Pick<ContactRecord, 'id'>) => paths.admin.to(`contact-messages/${m.id}`);

/** /admin-panel/secure/contact-messages: what visitors sent through /contact, newest first. */
export function ContactMessagesListPage() {
  const t = useCmsT();
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: CONTACT_SORTS, defaultSort: '-created_at' });
  const query = useQuery(contactMessages.listQuery(listQuery(params)));
  const columns: Column<ContactRecord>[] = [
    {
      id: 'subject',
      label: t('contact.columns.subject'),
      rowHeader: true,
      render: (m) => (
        <Link component={RouterLink} to={messagePath(m)} fontWeight={m.handled ? 400 : 700}>
          <bdi>{m.subject}</bdi>
        </Link>
      ),
    },
    {
      id: 'from',
      label: t('contact.columns.from'),
      render: (m) => (
        <>
          <bdi>{m.name}</bdi>
          <br />
          <bdi dir="ltr">{m.email}</bdi>
        </>
      ),
    },
    {
      id: 'handled',
      label: t('contact.columns.handled'),
      render: (m) => <StatusChip {...onOff(m.handled, t('contact.handled'), t('contact.open'))} />,
    },
    {
      id: 'created_at',
      label: t('contact.columns.received'),
      sortKey: 'created_at',
      hideBelow: 'md',
      render: (m) => formatDateTime(m.createdAt, lang),
    },
  ];
  return (
    <ListScreen
      titleId="contact-title"
      title={t('contact.title')}
      intro={t('contact.intro')}
      filtersLabel={t('contact.filtersLabel')}
      filters={
        <>
          <ListSearchField label={t('contact.searchLabel')} params={params} />
          <SelectFilter
            label={t('contact.columns.handled')}
            value={params.filters.handled}
            options={[
              { value: 'false', label: t('contact.open') },
              { value: 'true', label: t('contact.handled') },
            ]}
            onChange={(v) => params.setFilter('handled', v)}
          />
        </>
      }
      caption={t('contact.caption')}
      emptyText={t('contact.empty')}
      params={params}
      query={query}
      columns={columns}
    />
  );
}

/** /admin-panel/secure/contact-messages/:id: read a message, mark it handled (or not), delete it. */
export function ContactMessagePage() {
  const t = useCmsT();
  const lang = useLanguage();
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...contactMessages.detailQuery(id), enabled: parsed.success });
  const handled = useContactHandled();
  const remove = contactMessages.useRemove();
  const [asking, setAsking] = useState(false);
  if (!parsed.success) return <NotFound homeHref={listPath} />;
  const loaded = loadGate(query, listPath);
  if (!loaded.ready) return loaded.screen;
  const m = loaded.data;
  const next = !m.handled;
  return (
    <Box component="section" aria-labelledby="message-title" sx={{ maxWidth: 900 }}>
      <PageHeader
        id="message-title"
        title={m.subject}
        subtitle={<StatusChip {...onOff(m.handled, t('contact.handled'), t('contact.open'))} />}
        back={{ to: listPath, label: t('contact.back') }}
        actions={
          <Button
            variant={next ? 'contained' : 'outlined'}
            startIcon={next ? <MarkEmailReadOutlined /> : <MarkEmailUnreadOutlined />}
            onClick={() => setAsking(true)}
          >
            {next ? t('contact.markHandled') : t('contact.markOpen')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <DetailCard
          title={t('contact.details')}
          items={[
            { label: t('contact.columns.from'), value: m.name },
            {
              label: t('contact.email'),
              value: <Link href={`mailto:${m.email}`}>{m.email}</Link>,
              ltr: true,
            },
            { label: t('contact.columns.received'), value: formatDateTime(m.createdAt, lang) },
            { label: t('contact.language'), value: t(`language.${m.language}`) },
            {
              label: t('contact.columns.handled'),
              value: m.handled ? formatDateTime(m.handledAt, lang) : t('contact.open'),
            },
          ]}
        />
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="message-body"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="message-body" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('contact.message')}
          </Typography>
          <Typography
            component="p"
            dir="auto"
            lang={m.language}
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {m.message}
          </Typography>
        </Paper>
        <DeleteRecord
          label={t('contact.delete')}
          title={t('contact.confirm.deleteTitle')}
          description={t('contact.confirm.deleteText', { name: m.name })}
          done={t('contact.done.deleted')}
          backTo={listPath}
          onDelete={() => remove.mutateAsync(m.id)}
        />
      </Stack>
      <ConfirmDialog
        open={asking}
        title={next ? t('contact.confirm.handledTitle') : t('contact.confirm.openTitle')}
        description={next ? t('contact.confirm.handledText') : t('contact.confirm.openText')}
        confirmLabel={next ? t('contact.markHandled') : t('contact.markOpen')}
        pending={handled.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          handled.mutate(
            { id: m.id, handled: next },
            {
              onSuccess: (r) => {
                setAsking(false);
                notify.success(r.message ?? t(next ? 'contact.done.handled' : 'contact.done.open'));
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
