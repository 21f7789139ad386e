import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EMAIL_EVENT_GROUPS,
  EMAIL_SETTING_SORTS,
  type EmailPreview,
  type EmailSettingInput,
  type EmailSettingRecord,
  emailSettingInput,
  type LanguageCode,
  MAIL_OUTBOX_SORTS,
  MAIL_STATUSES,
  type MailOutboxRecord,
  type MailStatus,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { FormFrame, RecordScreen, useSaveFlow } from '../../back-office/kit/record-form.tsx';
import { DeclaredFields, fieldPathsOf } from '../../back-office/kit/resource-screens.tsx';
import {
  dateColumn,
  FormScreen,
  ListScreen,
  type ListTabs,
  linkColumn,
  listTexts,
} from '../../back-office/kit/screens.tsx';
import { type ChipTone, onOff, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { messageOf } from '../../lib/server-errors.ts';
import { emailSettings, mailOutbox, usePreview, useRetryMail, useTestMail } from './api.ts';
import { type MailT, useMailT } from './i18n.ts';

/* SPEC 2 settings/email-settings and settings/email-settings/{id}; SPEC 3 "Email setting"; ADR 0058. */

type Values = z.input<typeof emailSettingInput>;
type Output = z.output<typeof emailSettingInput>;
const listPath = paths.admin.to('settings/email-settings');
const TEMPLATE_FILTERS = ['search', 'group'] as const;
const QUEUE_FILTERS = ['search', 'status'] as const;

/** /admin-panel/secure/settings/email-settings: the templates, and the mail queue as a second tab. */
export function EmailSettingsPage() {
  const t = useMailT();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'queue' ? 'queue' : 'templates';
  const tabsId = useId();
  const bar = (
    <Tabs
      value={tab}
      aria-label={t('tabs.label')}
      // A tab starts its list afresh: the other list's filters mean nothing to it.
      onChange={(_, value: string) => setSearch(value === 'queue' ? { tab: 'queue' } : {})}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="templates" label={t('tabs.templates')} id={`${tabsId}-templates`} />
      <Tab value="queue" label={t('tabs.queue')} id={`${tabsId}-queue`} />
    </Tabs>
  );
  // Under the screen's one header, below the settings tabs (ADR 0064): the two lists are tabs of it.
  const tabs = { bar, openTabId: `${tabsId}-${tab}` };
  return tab === 'queue' ? <QueueList tabs={tabs} /> : <TemplatesList tabs={tabs} />;
}

function TemplatesList({ tabs }: { tabs: ListTabs }) {
  const t = useMailT();
  const lang = useLanguage();
  const params = useListParams({
    filters: TEMPLATE_FILTERS,
    sorts: EMAIL_SETTING_SORTS,
    defaultSort: 'event',
  });
  const query = useQuery(emailSettings.listQuery(listQuery(params)));
  const columns: Column<EmailSettingRecord>[] = [
    linkColumn<EmailSettingRecord>({
      id: 'name',
      label: t('templates.columns.name'),
      href: (row) => paths.admin.to(`settings/email-settings/${row.id}`),
      text: (row) => row.name,
    }),
    {
      id: 'event',
      label: t('templates.columns.event'),
      sortKey: 'event',
      render: (row) => <bdi dir="ltr">{row.event}</bdi>,
    },
    {
      id: 'enabled',
      label: t('templates.columns.enabled'),
      render: (row) => (
        <StatusChip {...onOff(row.enabled, t('templates.enabled'), t('templates.disabled'))} />
      ),
    },
    {
      id: 'adminReceives',
      label: t('templates.columns.adminReceives'),
      hideBelow: 'sm',
      render: (row) => (
        <StatusChip {...onOff(row.adminReceives, t('templates.copy'), t('templates.noCopy'))} />
      ),
    },
    dateColumn<EmailSettingRecord>('updatedAt', t('templates.columns.updated'), lang, {
      sortKey: 'updated_at',
      hideBelow: 'md',
    }),
  ];
  return (
    <ListScreen
      titleId="email-settings-title"
      texts={listTexts((w) => t(`templates.${w}`))}
      tabs={tabs}
      selects={[
        {
          name: 'group',
          label: t('templates.group'),
          options: EMAIL_EVENT_GROUPS.map((group) => ({
            value: group,
            label: t(`templates.groups.${group}`),
          })),
        },
      ]}
      params={params}
      query={query}
      columns={columns}
    />
  );
}

const STATUS_TONES: Record<MailStatus, ChipTone> = { queued: 'warning', sent: 'success', failed: 'error' };

function QueueList({ tabs }: { tabs: ListTabs }) {
  const t = useMailT();
  const lang = useLanguage();
  const params = useListParams({
    filters: QUEUE_FILTERS,
    sorts: MAIL_OUTBOX_SORTS,
    defaultSort: '-created_at',
  });
  const query = useQuery(mailOutbox.listQuery(listQuery(params)));
  const retry = useRetryMail();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onRetry = (row: MailOutboxRecord) => {
    setRefusal(null);
    retry.mutate(row.id, {
      onSuccess: (result) => notify.success(result.message ?? t('queue.retried')),
      onError: (error) => setRefusal(messageOf(error)),
    });
  };
  const columns: Column<MailOutboxRecord>[] = [
    {
      id: 'to',
      label: t('queue.columns.to'),
      rowHeader: true,
      render: (row) => <bdi dir="ltr">{row.to}</bdi>,
    },
    { id: 'event', label: t('queue.columns.event'), render: (row) => <bdi dir="ltr">{row.event}</bdi> },
    {
      id: 'status',
      label: t('queue.columns.status'),
      render: (row) => (
        <StatusChip label={t(`queue.statuses.${row.status}`)} tone={STATUS_TONES[row.status]} filled />
      ),
    },
    { id: 'attempts', label: t('queue.columns.attempts'), align: 'center', render: (row) => row.attempts },
    {
      id: 'error',
      label: t('queue.columns.error'),
      hideBelow: 'md',
      render: (row) =>
        row.lastError ? (
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ wordBreak: 'break-word' }}>
            {row.lastError}
          </Typography>
        ) : null,
    },
    dateColumn<MailOutboxRecord>('createdAt', t('queue.columns.when'), lang, {
      sortKey: 'created_at',
      time: true,
      hideBelow: 'sm',
    }),
    {
      id: 'actions',
      label: t('queue.columns.actions'),
      render: (row) =>
        row.status === 'sent' ? null : (
          <Button
            size="small"
            variant="outlined"
            disabled={retry.isPending}
            aria-label={t('queue.retryLabel', { to: row.to })}
            onClick={() => onRetry(row)}
          >
            {t('queue.retry')}
          </Button>
        ),
    },
  ];
  return (
    <ListScreen
      titleId="mail-queue-title"
      // One title for both tabs: the screen is the email settings, the queue one of its lists.
      texts={listTexts((w) => t(`queue.${w}`), { title: t('templates.title') })}
      tabs={tabs}
      notice={
        refusal ? (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        ) : null
      }
      selects={[
        {
          name: 'status',
          label: t('queue.status'),
          options: MAIL_STATUSES.map((status) => ({ value: status, label: t(`queue.statuses.${status}`) })),
        },
      ]}
      params={params}
      query={query}
      columns={columns}
    />
  );
}

function valuesOf(record: EmailSettingRecord): Values {
  return {
    event: record.event,
    name: record.name,
    title: record.title,
    subject: record.subject,
    header: record.header,
    body: record.body,
    footer: record.footer,
    headerImage: record.headerImage,
    enabled: record.enabled,
    adminReceives: record.adminReceives,
  };
}

/** /admin-panel/secure/settings/email-settings/:id: the template's editor, its preview and test mail. */
export function EmailSettingPage() {
  const t = useMailT();
  return (
    <RecordScreen resource={emailSettings} homeHref={listPath}>
      {(record) => (
        <FormScreen
          id="email-setting-title"
          title={record.name}
          subtitle={<bdi dir="ltr">{record.event}</bdi>}
          back={{ to: listPath, label: t('templates.back') }}
          maxWidth={1100}
        >
          <EmailSettingForm key={record.id} record={record} />
        </FormScreen>
      )}
    </RecordScreen>
  );
}

function EmailSettingForm({ record }: { record: EmailSettingRecord }) {
  const t = useMailT();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(emailSettingInput),
    defaultValues: valuesOf(record),
  });
  const flow = useSaveFlow<Values, EmailSettingInput, EmailSettingRecord>({
    resource: emailSettings,
    record,
    fields: () => fieldPathsOf(form.getValues()),
    setError: form.setError,
    notices: { created: t('form.saved'), updated: t('form.saved') },
    onUpdated: (saved) => form.reset(valuesOf(saved)),
  });
  const half = { xs: 12, md: 6 } as const;
  return (
    <Stack spacing={3}>
      <FormFrame
        label={t('form.label')}
        flow={flow}
        onSubmit={form.handleSubmit(flow.ask)}
        submitLabel={t('form.label')}
        record={{ name: () => record.name, editing: true }}
        dialog={{ title: t('form.saveTitle'), description: t('form.saveText') }}
      >
        <DeclaredFields<Values, Output>
          form={form}
          fields={[
            {
              kind: 'custom',
              key: 'placeholders',
              render: () => <Placeholders t={t} names={record.placeholders} />,
            },
            {
              kind: 'text',
              name: 'name',
              label: t('form.name'),
              required: true,
              helperText: t('form.nameHelp'),
              size: { xs: 12 },
            },
            {
              kind: 'localized',
              name: 'subject',
              label: t('form.subject'),
              required: true,
              sideBySideFrom: 'md',
            },
            {
              kind: 'localized',
              name: 'title',
              label: t('form.title'),
              required: true,
              sideBySideFrom: 'md',
            },
            {
              kind: 'localized',
              name: 'header',
              label: t('form.header'),
              multiline: true,
              sideBySideFrom: 'md',
            },
            { kind: 'richText', name: 'body', label: t('form.body') },
            {
              kind: 'localized',
              name: 'footer',
              label: t('form.footer'),
              multiline: true,
              sideBySideFrom: 'md',
            },
            { kind: 'image', name: 'headerImage', label: t('form.headerImage'), empty: null, size: half },
            {
              kind: 'switch',
              name: 'enabled',
              label: t('form.enabled'),
              help: t('form.enabledHelp'),
              size: half,
            },
            {
              kind: 'switch',
              name: 'adminReceives',
              label: t('form.adminReceives'),
              help: t('form.adminReceivesHelp'),
              size: half,
            },
          ]}
        />
      </FormFrame>
      <PreviewPanel draft={() => form.getValues() as EmailSettingInput} />
      <TestMailPanel draft={() => form.getValues() as EmailSettingInput} />
    </Stack>
  );
}

function Placeholders({ t, names }: { t: MailT; names: readonly string[] }) {
  const id = useId();
  return (
    <Grid size={12}>
      <Typography id={id} variant="subtitle2" component="h2">
        {t('form.placeholders')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('form.placeholdersHelp')}
      </Typography>
      <Stack component="ul" aria-labelledby={id} direction="row" flexWrap="wrap" gap={1} sx={{ p: 0, m: 0 }}>
        {names.map((name) => (
          <Box component="li" key={name} sx={{ listStyle: 'none' }}>
            <Chip size="small" variant="outlined" label={<bdi dir="ltr">{`{{${name}}}`}</bdi>} />
          </Box>
        ))}
      </Stack>
    </Grid>
  );
}

/** The server's rendering of the draft, in both languages, each in a sandboxed frame. */
function PreviewPanel({ draft }: { draft: () => EmailSettingInput }) {
  const t = useMailT();
  const preview = usePreview();
  const [shown, setShown] = useState<EmailPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const show = () => {
    setError(null);
    preview.mutate(draft(), {
      onSuccess: (result) => setShown(result.data),
      onError: (failure) => setError(t('preview.failed', { message: messageOf(failure) })),
    });
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="email-preview-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Box>
          <Typography id="email-preview-title" variant="h6" component="h2">
            {t('preview.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('preview.help')}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={show} disabled={preview.isPending}>
          {shown ? t('preview.refresh') : t('preview.show')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      {shown ? (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {(['en', 'ar'] as const).map((lang: LanguageCode) => (
            <Grid key={lang} size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" component="h3">
                {t(`preview.${lang}`)}
              </Typography>
              <Typography variant="body2" dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang} sx={{ mb: 1 }}>
                {t('preview.subject', { subject: shown[lang].subject })}
              </Typography>
              <Box
                component="iframe"
                // No scripts, no same origin: the frame shows the mail and nothing else.
                sandbox=""
                title={t('preview.frame', { language: t(`language.${lang}`) })}
                srcDoc={shown[lang].html}
                sx={{
                  width: '100%',
                  height: 420,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#fff',
                }}
              />
            </Grid>
          ))}
        </Grid>
      ) : null}
    </Paper>
  );
}

/** Sends the draft now to an address the admin types, in the language it picks. */
function TestMailPanel({ draft }: { draft: () => EmailSettingInput }) {
  const t = useMailT();
  const pageLang = useLanguage();
  const send = useTestMail();
  const [to, setTo] = useState('');
  const [lang, setLang] = useState<LanguageCode>(pageLang);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    send.mutate(
      { template: draft(), to, lang },
      {
        onSuccess: (result) => notify.success(result.message ?? t('test.send')),
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="test-mail-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="test-mail-title" variant="h6" component="h2">
        {t('test.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('test.help')}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} gap={2}>
        <TextField
          label={t('test.to')}
          type="email"
          required
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'email' } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={t('test.language')}
          value={lang}
          onChange={(event) => setLang(event.target.value === 'ar' ? 'ar' : 'en')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="en">{t('language.en')}</MenuItem>
          <MenuItem value="ar">{t('language.ar')}</MenuItem>
        </TextField>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {send.isPending ? t('test.sending') : t('test.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
