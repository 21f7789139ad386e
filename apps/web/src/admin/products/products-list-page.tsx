import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductSummary,
  formatMoney,
  intlLocale,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_FILTERS,
  PRODUCT_TYPES,
  pickLocalized,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { RowDeleteDialog, RowDeleteRefusal, useRowDelete } from '../../back-office/kit/row-delete.tsx';
import { dateColumn, ListScreen, listTexts } from '../../back-office/kit/screens.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { useLanguage } from '../../i18n/language.ts';
import '../../back-office/i18n.ts';
import { StatusChip } from '../../back-office/kit/status-chip.tsx';
import { productListQuery, useDeleteProduct } from './api.ts';
import { useProductsT } from './i18n.ts';
import { RefPicker, type RefResource } from './ref-picker.tsx';
import { productStatusChip } from './status.ts';

/** The URL's filter names are the API's (docs/api/admin-products.md), so the URL maps 1:1. */
const FILTERS = [
  'search',
  'status',
  'type',
  'brand_id',
  'category_id',
  'main_category_id',
  'tag_id',
  'stock',
] as const;
type Filter = (typeof FILTERS)[number];

const REF_FILTERS: ReadonlyArray<{
  key: Filter;
  resource: RefResource;
  label: 'brand' | 'category' | 'mainCategory' | 'tag';
}> = [
  { key: 'brand_id', resource: 'brands', label: 'brand' },
  { key: 'main_category_id', resource: 'main-categories', label: 'mainCategory' },
  { key: 'category_id', resource: 'categories', label: 'category' },
  { key: 'tag_id', resource: 'tags', label: 'tag' },
];

function Thumbnail({ product, lang }: { product: AdminProductSummary; lang: 'ar' | 'en' }) {
  const t = useProductsT();
  return product.image ? (
    <Avatar
      variant="rounded"
      src={product.image}
      alt={pickLocalized(product.title, lang)}
      sx={{ width: 48, height: 48 }}
    />
  ) : (
    <Avatar
      variant="rounded"
      sx={{ width: 48, height: 48, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageNotSupportedOutlined fontSize="small" titleAccess={t('list.noImage')} />
    </Avatar>
  );
}

/** /admin-panel/secure/product */
export function ProductsListPage() {
  const t = useProductsT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const currency = useDeployment().currency.name;
  const params = useListParams({ filters: FILTERS, sorts: ADMIN_PRODUCT_SORTS, defaultSort: '-created_at' });
  const query = useQuery(productListQuery(listQuery(params)));
  const removal = useRowDelete<AdminProductSummary>(useDeleteProduct());

  const titleOf = (p: AdminProductSummary) => pickLocalized(p.title, lang);
  const columns: Column<AdminProductSummary>[] = [
    { id: 'image', label: t('list.columns.image'), render: (p) => <Thumbnail product={p} lang={lang} /> },
    {
      id: 'title',
      label: t('list.columns.title'),
      sortKey: 'title',
      rowHeader: true,
      render: (p) => (
        <Box>
          <Link component={RouterLink} to={paths.admin.to(`product/${p.id}`)} fontWeight={600}>
            {titleOf(p)}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {[
              t(`type.${p.type}`),
              p.brand ? pickLocalized(p.brand.name, lang) : null,
              p.category ? pickLocalized(p.category.name, lang) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'sku',
      label: t('list.columns.sku'),
      sortKey: 'sku',
      hideBelow: 'sm',
      render: (p) => (
        <Box component="bdi" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
          {p.sku}
        </Box>
      ),
    },
    {
      id: 'price',
      label: t('list.columns.price'),
      sortKey: 'price',
      align: 'right',
      render: (p) => (
        <Box>
          <span>{formatMoney(p.price, currency, lang)}</span>
          {p.type === 'discount' && p.discountPrice !== null ? (
            <Typography variant="body2" color="error.main">
              {t('list.discounted', { price: formatMoney(p.discountPrice, currency, lang) })}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'qty',
      label: t('list.columns.qty'),
      sortKey: 'qty',
      align: 'right',
      render: (p) => (
        <Box>
          <span>{p.qty.toLocaleString(intlLocale(lang))}</span>
          {p.hasVariants ? (
            <Typography variant="body2" color="text.secondary">
              {t('list.variantsStock')}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'status',
      label: t('list.columns.status'),
      render: (p) => <StatusChip {...productStatusChip(p.status, t)} />,
    },
    dateColumn('updatedAt', t('list.columns.updated'), lang, { sortKey: 'updated_at', hideBelow: 'lg' }),
    {
      id: 'actions',
      label: t('list.columns.actions'),
      render: (p) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Tooltip title={t('list.edit', { title: titleOf(p) })}>
            <IconButton
              component={RouterLink}
              to={paths.admin.to(`product/${p.id}`)}
              size="small"
              aria-label={t('list.edit', { title: titleOf(p) })}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('list.variants', { title: titleOf(p) })}>
            <IconButton
              component={RouterLink}
              to={paths.admin.to(`product/variants/${p.id}`)}
              size="small"
              aria-label={t('list.variants', { title: titleOf(p) })}
            >
              <TuneOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('list.delete', { title: titleOf(p) })}>
            <IconButton
              size="small"
              color="error"
              aria-label={t('list.delete', { title: titleOf(p) })}
              onClick={() => removal.ask(p)}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    },
  ];

  return (
    <ListScreen
      titleId="products-title"
      texts={listTexts((w) => (w === 'title' ? ta('pages.products') : t(`list.${w}`)), {
        searchHelp: t('list.searchHelp'),
      })}
      add={{ to: paths.admin.to('product/add'), label: t('list.add') }}
      notice={<RowDeleteRefusal flow={removal} />}
      selects={[
        {
          name: 'status',
          label: t('list.status'),
          options: PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        {
          name: 'type',
          label: t('list.type'),
          options: PRODUCT_TYPES.map((s) => ({ value: s, label: t(`type.${s}`) })),
        },
        {
          name: 'stock',
          label: t('list.stock'),
          options: PRODUCT_STOCK_FILTERS.map((s) => ({ value: s, label: t(`list.stockValues.${s}`) })),
        },
      ]}
      more={REF_FILTERS.map((filter) => {
        const raw = params.filters[filter.key];
        const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
        return (
          <Box key={filter.key} sx={{ flex: '0 1 14rem', minWidth: '12rem' }}>
            <RefPicker
              resource={filter.resource}
              label={t(`list.${filter.label}`)}
              size="small"
              value={id}
              onChange={(next) => params.setFilter(filter.key, next === null ? undefined : String(next))}
            />
          </Box>
        );
      })}
      params={params}
      query={query}
      columns={columns}
    >
      <RowDeleteDialog
        flow={removal}
        title={t('list.deleteTitle')}
        description={(p) => t('list.deleteText', { title: titleOf(p), sku: p.sku })}
        confirmLabel={t('list.deleteConfirm')}
        done={t('list.deleted')}
      />
    </ListScreen>
  );
}
