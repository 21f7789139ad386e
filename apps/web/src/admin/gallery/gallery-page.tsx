import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatBytes,
  GALLERY_SORTS,
  type GalleryRecord,
  type GalleryUpdateInput,
  galleryUpdateInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmptyState } from '../../back-office/kit/data-table.tsx';
import { FormAlert, placeServerErrors, RegisteredTextField } from '../../back-office/kit/fields.tsx';
import { FilterBar, SearchField, SelectFilter } from '../../back-office/kit/filter-bar.tsx';
import { formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { RowDeleteDialog, RowDeleteRefusal, useRowDelete } from '../../back-office/kit/row-delete.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { useLanguage } from '../../i18n/language.ts';
import '../../back-office/i18n.ts';
import {
  galleryDetailQuery,
  galleryListQuery,
  useDeleteGalleryImage,
  useUpdateGalleryImage,
} from '../../back-office/gallery/api.ts';
import { type GalleryT, useGalleryT } from '../../back-office/gallery/i18n.ts';
import { UploadButton } from '../../back-office/gallery/upload-button.tsx';

const FILTERS = ['search', 'mimeType'] as const;
const MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;
/** Four rows of six on a wide screen. */
const GALLERY_PER_PAGE = 24;

const sizeText = (t: GalleryT, image: GalleryRecord, lang: string) =>
  image.width && image.height
    ? t('list.size', {
        width: image.width,
        height: image.height,
        size: formatBytes(image.bytes, lang === 'ar' ? 'ar' : 'en'),
      })
    : formatBytes(image.bytes, lang === 'ar' ? 'ar' : 'en');

/** /admin-panel/secure/gallery: the media library (SPEC 2 `gallery`). */
export function GalleryPage() {
  const t = useGalleryT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const params = useListParams({
    filters: FILTERS,
    sorts: GALLERY_SORTS,
    defaultSort: '-created_at',
    perPage: GALLERY_PER_PAGE,
  });
  const query = useQuery(galleryListQuery(listQuery(params)));
  const [, setSearch] = useSearchParams();
  const [details, setDetails] = useState<GalleryRecord | null>(null);
  const removal = useRowDelete<GalleryRecord>(useDeleteGalleryImage());
  const items = query.data?.items;
  const meta = query.data?.meta;

  return (
    <Box component="section" aria-labelledby="gallery-title">
      <PageHeader
        id="gallery-title"
        title={ta('pages.gallery')}
        subtitle={t('list.intro')}
        actions={<UploadButton onUploaded={() => params.setPage(1)} />}
      />
      <FilterBar label={t('list.filtersLabel')} hasFilters={params.hasFilters} onClear={params.clearFilters}>
        <SearchField
          label={t('list.searchLabel')}
          helper={t('list.searchHelp')}
          value={params.filters.search}
          onChange={(value, options) => params.setFilter('search', value, options)}
        />
        <SelectFilter
          label={t('list.type')}
          value={params.filters.mimeType}
          options={MIME_TYPES.map((type) => ({ value: type, label: t(`list.types.${type}`) }))}
          onChange={(v) => params.setFilter('mimeType', v)}
        />
        <SelectFilter
          label={t('list.sort')}
          value={params.sort === '-created_at' ? undefined : params.sort}
          allLabel={t('list.sorts.-created_at')}
          options={GALLERY_SORTS.filter((s) => s !== '-created_at').map((s) => ({
            value: s,
            label: t(`list.sorts.${s}`),
          }))}
          onChange={(v) =>
            // A select sets the exact sort (the tables' header toggles it instead); back to page 1.
            setSearch((previous) => {
              const next = new URLSearchParams(previous);
              if (v) next.set('sort', v);
              else next.delete('sort');
              next.delete('page');
              return next;
            })
          }
        />
      </FilterBar>
      <RowDeleteRefusal flow={removal} />
      <Box sx={{ height: 4 }}>{query.isFetching && items ? <LinearProgress aria-hidden="true" /> : null}</Box>
      {query.error && !items ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadFailed')} {query.error.message}
        </Alert>
      ) : null}
      {query.isPending && !items ? (
        <Box role="status" aria-label={t('list.loading')} sx={gridSx}>
          {Array.from({ length: 12 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
          ))}
        </Box>
      ) : null}
      {items && items.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <EmptyState text={t('list.empty')} filtered={params.hasFilters} onClear={params.clearFilters} />
        </Box>
      ) : null}
      {items && items.length > 0 ? (
        <>
          {meta ? (
            <VisuallyHidden role="status">
              {t('list.summary', { count: meta.total, page: meta.page, pages: Math.max(meta.pageCount, 1) })}
            </VisuallyHidden>
          ) : null}
          <Box
            component="ul"
            aria-label={t('list.caption')}
            sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}
          >
            {items.map((image) => (
              <Card
                key={image.id}
                component="li"
                variant="outlined"
                sx={{ display: 'flex', flexDirection: 'column' }}
              >
                <Box
                  component="img"
                  src={image.thumbUrl ?? image.url}
                  alt={image.name}
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'contain', bgcolor: 'action.hover' }}
                />
                <CardContent sx={{ flex: 1, py: 1, px: 1.5, '&:last-child': { pb: 1 } }}>
                  <Typography variant="body2" fontWeight={600} noWrap title={image.name}>
                    <bdi>{image.name}</bdi>
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {sizeText(t, image, lang)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ pt: 0, justifyContent: 'space-between' }}>
                  <IconButton
                    size="small"
                    aria-label={t('list.open', { name: image.name })}
                    onClick={() => setDetails(image)}
                  >
                    <InfoOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('delete.label', { name: image.name })}
                    onClick={() => removal.ask(image)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </CardActions>
              </Card>
            ))}
          </Box>
          {meta && meta.pageCount > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={meta.pageCount}
                page={params.page}
                onChange={(_, next) => params.setPage(next)}
                aria-label={t('list.pagination')}
                showFirstButton
                showLastButton
                getItemAriaLabel={(type, item) =>
                  type === 'page' || type === 'start-ellipsis' || type === 'end-ellipsis'
                    ? t('list.goToPage', { page: item })
                    : t(`list.goTo.${type}`)
                }
              />
            </Box>
          ) : null}
        </>
      ) : null}
      {details ? <DetailsDialog image={details} onClose={() => setDetails(null)} /> : null}
      <RowDeleteDialog
        flow={removal}
        title={t('delete.title')}
        description={(image) => t('delete.text', { name: image.name })}
        confirmLabel={t('delete.button')}
        done={t('delete.done')}
      />
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
} as const;

type Values = z.input<typeof galleryUpdateInput>;

/** One image: its address, where it is used, and its name and note (renaming does not move the file). */
function DetailsDialog({ image, onClose }: { image: GalleryRecord; onClose: () => void }) {
  const t = useGalleryT();
  const lang = useLanguage();
  const titleId = useId();
  const detail = useQuery(galleryDetailQuery(image.id));
  const update = useUpdateGalleryImage(image.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, GalleryUpdateInput>({
    resolver: zodResolver(galleryUpdateInput),
    defaultValues: { name: image.name, note: image.note ?? '' },
  });
  const usedBy = detail.data?.usedBy;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((values) => {
          setServerError(null);
          // An emptied note is no note, not an empty one.
          update.mutate(
            { ...values, note: values.note || null },
            {
              onSuccess: (result) => {
                notify.success(result.message ?? t('details.saved'));
                onClose();
              },
              onError: (error) => {
                if (!placeServerErrors(error, setError, ['name', 'note'])) setServerError(error.message);
              },
            },
          );
        })}
      >
        <DialogTitle id={titleId}>{t('details.title')}</DialogTitle>
        <DialogContent dividers>
          <FormAlert message={serverError} onClose={() => setServerError(null)} />
          <Stack spacing={2}>
            <Box
              component="img"
              src={image.url}
              alt={image.name}
              sx={{ maxHeight: 240, objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 1 }}
            />
            <Typography variant="body2" color="text.secondary">
              {sizeText(t, image, lang)} · {formatDateTime(image.createdAt, lang)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography
                variant="body2"
                component="span"
                sx={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}
              >
                {t('details.url')}: <bdi dir="ltr">{image.url}</bdi>
              </Typography>
              <Button
                size="small"
                startIcon={<ContentCopy fontSize="small" />}
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(new URL(image.url, window.location.origin).toString())
                    .then(
                      () => notify.success(t('details.copied')),
                      () => undefined,
                    );
                }}
              >
                {t('details.copyUrl')}
              </Button>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('details.usedBy')}
              </Typography>
              {detail.isPending ? (
                <CircularProgress size={18} aria-label={t('list.loading')} />
              ) : usedBy && usedBy.length > 0 ? (
                <Box component="ul" sx={{ m: 0, ps: 3 }}>
                  {usedBy.map((u) => (
                    <li key={u.resource}>
                      {resourceLabel(t, u.resource)}: {u.count}
                    </li>
                  ))}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {detail.error ? detail.error.message : t('details.unused')}
                </Typography>
              )}
            </Box>
            <RegisteredTextField<Values>
              name="name"
              register={register}
              label={t('details.name')}
              required
              autoComplete="off"
              error={errors.name?.message}
            />
            <RegisteredTextField<Values>
              name="note"
              register={register}
              label={t('details.note')}
              multiline
              minRows={2}
              helperText={t('details.noteHelp')}
              error={errors.note?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('details.close')}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('details.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

const RESOURCES = [
  'brands',
  'main-categories',
  'categories',
  'menus',
  'slides',
  'pages',
  'blogs',
  'content-blocks',
  'products',
  'product-images',
  'product-variants',
  'settings',
  'email-settings',
  'payment-methods',
  'shipping-zones',
  'order-items',
] as const;

function resourceLabel(t: GalleryT, resource: string): string {
  const known = RESOURCES.find((r) => r === resource);
  return known ? t(`details.resources.${known}`) : resource;
}
