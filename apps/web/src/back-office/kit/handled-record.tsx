import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LanguageCode } from '@shop/shared';
import { type ReactNode, useState } from 'react';
import { notify } from '../../components/ui/toast/notify.ts';
import { adminApi } from '../../lib/api-client.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { CrudResource } from './crud-resource.ts';
import { PageHeader } from './page-header.tsx';
import { DeleteRecord, RecordScreen } from './record-form.tsx';
import { onOff, StatusChip } from './status-chip.tsx';

/*
 * What visitors send (a wholesale lead, a contact message) is read, marked handled or open again,
 * and deleted the same way: one screen, worded by each resource under its own keys.
 */

/** The words of a received record's screen, each a key under the resource's part of its namespace. */
export type HandledWord =
  | 'handled'
  | 'open'
  | 'back'
  | 'markHandled'
  | 'markOpen'
  | 'delete'
  | 'confirm.deleteTitle'
  | 'confirm.deleteText'
  | 'confirm.handledTitle'
  | 'confirm.handledText'
  | 'confirm.openTitle'
  | 'confirm.openText'
  | 'done.deleted'
  | 'done.handled'
  | 'done.open';

type Say = (word: HandledWord, options?: Record<string, unknown>) => string;
type Received = { id: number; handled: boolean };

/** The handled/open chip of a received record. */
export function HandledChip({ handled, say }: { handled: boolean; say: Say }) {
  return <StatusChip {...onOff(handled, say('handled'), say('open'))} />;
}

/** A received record's screen (`:id`): its header with the handled toggle, its content, its delete card. */
export function HandledRecordScreen<TRecord extends Received>({
  resource,
  listPath,
  titleId,
  say,
  titleOf,
  nameOf,
  children,
}: {
  resource: Pick<
    CrudResource<TRecord, unknown, unknown>,
    'detailQuery' | 'useRemove' | 'useRecordChange' | 'base'
  >;
  listPath: string;
  titleId: string;
  say: Say;
  titleOf: (record: TRecord) => string;
  /** Who sent it, as the delete dialog names it. */
  nameOf: (record: TRecord) => string;
  /** What was sent (the details and the message), above the delete card. */
  children: (record: TRecord) => ReactNode;
}) {
  return (
    <RecordScreen resource={resource} homeHref={listPath}>
      {(record) => (
        <HandledRecord
          record={record}
          resource={resource}
          listPath={listPath}
          titleId={titleId}
          say={say}
          title={titleOf(record)}
          name={nameOf(record)}
        >
          {children(record)}
        </HandledRecord>
      )}
    </RecordScreen>
  );
}

function HandledRecord<TRecord extends Received>({
  record,
  resource,
  listPath,
  titleId,
  say,
  title,
  name,
  children,
}: {
  record: TRecord;
  resource: Pick<CrudResource<TRecord, unknown, unknown>, 'useRemove' | 'useRecordChange' | 'base'>;
  listPath: string;
  titleId: string;
  say: Say;
  title: string;
  name: string;
  children: ReactNode;
}) {
  const toggle = resource.useRecordChange(
    (vars: Received) => vars.id,
    ({ id, handled }) => adminApi.put<TRecord>(`${resource.base}/${id}/handled`, { handled }),
  );
  const remove = resource.useRemove();
  const [asking, setAsking] = useState(false);
  const next = !record.handled;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 900 }}>
      <PageHeader
        id={titleId}
        title={title}
        subtitle={<HandledChip handled={record.handled} say={say} />}
        back={{ to: listPath, label: say('back') }}
        actions={
          <Button
            variant={next ? 'contained' : 'outlined'}
            startIcon={next ? <MarkEmailReadOutlined /> : <MarkEmailUnreadOutlined />}
            onClick={() => setAsking(true)}
          >
            {next ? say('markHandled') : say('markOpen')}
          </Button>
        }
      />
      <Stack spacing={3}>
        {children}
        <DeleteRecord
          label={say('delete')}
          title={say('confirm.deleteTitle')}
          description={say('confirm.deleteText', { name })}
          done={say('done.deleted')}
          backTo={listPath}
          onDelete={() => remove.mutateAsync(record.id)}
        />
      </Stack>
      <ConfirmDialog
        open={asking}
        title={next ? say('confirm.handledTitle') : say('confirm.openTitle')}
        description={next ? say('confirm.handledText') : say('confirm.openText')}
        confirmLabel={next ? say('markHandled') : say('markOpen')}
        pending={toggle.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          toggle.mutate(
            { id: record.id, handled: next },
            {
              onSuccess: (r) => {
                setAsking(false);
                notify.success(r.message ?? say(next ? 'done.handled' : 'done.open'));
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

/** What the sender wrote, kept as typed (line breaks, their language's direction). */
export function SentText({
  id,
  title,
  lang,
  text,
  emptyText,
}: {
  id: string;
  title: string;
  lang: LanguageCode;
  text: string;
  /** Said instead when nothing was written. */
  emptyText?: string;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography
        component="p"
        dir="auto"
        lang={lang}
        {...(emptyText === undefined ? {} : { color: text ? 'text.primary' : 'text.secondary' })}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {text || emptyText}
      </Typography>
    </Paper>
  );
}
