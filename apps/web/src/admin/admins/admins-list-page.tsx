import Chip from '@mui/material/Chip';
import { ADMIN_SORTS, type AdminRecord } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import {
  createdColumn,
  dateColumn,
  ListScreen,
  linkColumn,
  listTexts,
} from '../../back-office/kit/screens.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useAdminProfile } from '../framework/admin-session.ts';
import '../../back-office/i18n.ts';
import { adminListQuery } from './api.ts';
import { SuperAdminOnly } from './super-admin-only.tsx';

const FILTERS = ['search'] as const;

function AdminsList() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const me = useAdminProfile().data;
  const params = useListParams({ filters: FILTERS, sorts: ADMIN_SORTS, defaultSort: 'name' });
  const query = useQuery(adminListQuery(listQuery(params)));
  const columns: Column<AdminRecord>[] = [
    linkColumn({
      id: 'name',
      label: t('admins.columns.name'),
      href: (a) => paths.admin.to(`admins/${a.id}`),
      text: (a) => a.name,
      after: (a) => (a.id === me?.id ? <Chip size="small" label={t('admins.you')} sx={{ mx: 1 }} /> : null),
    }),
    {
      id: 'email',
      label: t('admins.columns.email'),
      sortKey: 'email',
      render: (a) => <bdi dir="ltr">{a.email}</bdi>,
    },
    {
      id: 'role',
      label: t('admins.columns.role'),
      render: (a) =>
        a.is_super_admin ? (
          <Chip size="small" color="primary" label={t('admins.roles.super')} />
        ) : (
          <Chip size="small" variant="outlined" label={t('admins.roles.admin')} />
        ),
    },
    dateColumn('lastLoginAt', t('admins.columns.lastLogin'), lang, { hideBelow: 'md', time: true }),
    createdColumn(t('admins.columns.created'), lang, 'lg'),
  ];
  return (
    <ListScreen
      titleId="admins-title"
      texts={listTexts((w) => (w === 'title' ? t('pages.admins') : t(`admins.${w}`)))}
      add={{ to: paths.admin.to('admins/add'), label: t('pages.addAdmin') }}
      params={params}
      query={query}
      columns={columns}
    />
  );
}

/** /admin-panel/secure/admins (super admins only). */
export function AdminsListPage() {
  return (
    <SuperAdminOnly>
      <AdminsList />
    </SuperAdminOnly>
  );
}
