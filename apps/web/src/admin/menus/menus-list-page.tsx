import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  type AdminMenuRecord,
  MENU_KINDS,
  MENU_PLACEMENTS,
  MENU_SORTS,
  MENU_TYPES,
  RECORD_STATUSES,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { ListScreen, listTexts } from '../../back-office/kit/screens.tsx';
import { onOff, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { menuDefinitionsQuery, menus } from './api.ts';
import { useMenusT } from './i18n.ts';

const FILTERS = ['search', 'placement', 'type', 'kind', 'status', 'deviceType'] as const;

/** /admin-panel/secure/menu: every menu, by placement then position unless sorted otherwise. */
export function MenusListPage() {
  const t = useMenusT();
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: MENU_SORTS, defaultSort: 'position' });
  const query = useQuery(menus.listQuery(listQuery(params)));
  const definitions = useQuery(menuDefinitionsQuery());
  const deviceTypes = definitions.data?.deviceTypes ?? [];
  // Kind names come from the deployment's definitions (SPEC 3 "display"); any placement will do.
  const kindName = (key: string) => {
    for (const p of definitions.data?.placements ?? []) {
      const kind = p.kinds.find((k) => k.key === key);
      if (kind) return kind.display[lang];
    }
    return key;
  };
  const columns: Column<AdminMenuRecord>[] = [
    {
      id: 'name',
      label: t('columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (m) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar src={m.image ?? undefined} variant="rounded" alt="" sx={{ width: 36, height: 36 }}>
            {(m.name[lang] || m.name.en).slice(0, 1)}
          </Avatar>
          <Link component={RouterLink} to={paths.admin.to(`menu/${m.id}`)} fontWeight={600}>
            {m.name[lang] || m.name.en}
          </Link>
        </Box>
      ),
    },
    { id: 'placement', label: t('columns.placement'), render: (m) => t(`placement.${m.placement}`) },
    { id: 'kind', label: t('columns.kind'), render: (m) => kindName(m.kind) },
    { id: 'type', label: t('columns.type'), hideBelow: 'md', render: (m) => t(`type.${m.type}`) },
    {
      id: 'items',
      label: t('columns.items'),
      hideBelow: 'md',
      render: (m) => t('itemCount', { total: m.itemCount, type: t(`itemType.${m.itemType}`) }),
    },
    ...(deviceTypes.length > 0
      ? [
          {
            id: 'device',
            label: t('columns.device'),
            hideBelow: 'lg' as const,
            render: (m: AdminMenuRecord) => t(m.deviceType ? `device.${m.deviceType}` : 'device.all'),
          },
        ]
      : []),
    {
      id: 'status',
      label: t('columns.status'),
      render: (m) => (
        <StatusChip {...onOff(m.status === 'active', t('status.active'), t('status.inactive'))} />
      ),
    },
    {
      id: 'position',
      label: t('columns.position'),
      sortKey: 'position',
      align: 'center',
      hideBelow: 'lg',
      render: (m) => m.position,
    },
  ];
  return (
    <ListScreen
      titleId="menus-title"
      texts={listTexts(t)}
      add={{ to: paths.admin.to('menu/add'), label: t('add') }}
      selects={[
        {
          name: 'placement',
          label: t('columns.placement'),
          options: MENU_PLACEMENTS.map((p) => ({ value: p, label: t(`placement.${p}`) })),
        },
        {
          name: 'kind',
          label: t('columns.kind'),
          options: MENU_KINDS.map((k) => ({ value: k, label: kindName(k) })),
        },
        {
          name: 'type',
          label: t('columns.type'),
          options: MENU_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
        },
        {
          name: 'status',
          label: t('columns.status'),
          options: RECORD_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) })),
        },
        deviceTypes.length > 0 && {
          name: 'deviceType',
          label: t('columns.device'),
          options: deviceTypes.map((v) => ({ value: v, label: t(`device.${v}`) })),
        },
      ]}
      params={params}
      query={query}
      columns={columns}
    />
  );
}
