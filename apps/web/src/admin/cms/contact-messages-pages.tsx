import Link from '@mui/material/Link';
import { CONTACT_SORTS, type ContactRecord } from '@shop/shared';
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
import { contactMessages } from './api.ts';
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
      render: (m) => <HandledChip handled={m.handled} say={(word) => t(`contact.${word}`)} />,
    },
    createdColumn(t('contact.columns.received'), lang, 'md', { time: true }),
  ];
  return (
    <ListScreen
      titleId="contact-title"
      texts={listTexts((w) => t(`contact.${w}`))}
      selects={[
        {
          name: 'handled',
          label: t('contact.columns.handled'),
          options: flagOptions(t('contact.handled'), t('contact.open'), 'false'),
        },
      ]}
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
  return (
    <HandledRecordScreen
      resource={contactMessages}
      listPath={listPath}
      titleId="message-title"
      say={(word, options) => t(`contact.${word}`, options)}
      titleOf={(m) => m.subject}
      nameOf={(m) => m.name}
    >
      {(m) => (
        <>
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
          <SentText id="message-body" title={t('contact.message')} lang={m.language} text={m.message} />
        </>
      )}
    </HandledRecordScreen>
  );
}
