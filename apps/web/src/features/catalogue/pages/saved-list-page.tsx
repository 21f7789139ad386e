import DeleteOutline from '@mui/icons-material/DeleteOutline';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SavedListKind, SavedProduct } from '@shop/shared';
import { intlLocale } from '@shop/shared';
import { useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { TitleLink } from '../../../components/ui/title-link.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useUserToken } from '../../../lib/auth-tokens.ts';
import type { FromState } from '../../auth/guards.tsx';
import { useThemeSettings } from '../../site/front-settings.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { useMoveSaved, useSavedList, useSavedMutation } from '../api/saved-products.ts';
import { useCardT } from '../card-i18n.ts';
import { paginationLabel } from '../components/pagination-label.ts';
import { useCatalogueT } from '../i18n.ts';
import { catalogueLinks } from '../links.ts';
import { PriceTag } from '../price-tag.tsx';

function ConfirmRemove({
  item,
  kind,
  busy,
  onCancel,
  onConfirm,
}: {
  item: SavedProduct | null;
  kind: SavedListKind;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useCatalogueT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={item !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t(`saved.${kind}.confirmTitle`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t(`saved.${kind}.confirmText`, { title: item?.product.title ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t('saved.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {t('saved.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Row({
  item,
  kind,
  onRemove,
  onMove,
  moving,
}: {
  item: SavedProduct;
  kind: SavedListKind;
  onRemove: () => void;
  onMove: () => void;
  moving: boolean;
}) {
  const t = useCatalogueT();
  const card = useCardT();
  const lang = useLanguage();
  const { product } = item;
  const src = product.thumbUrl ?? product.image;
  const added = new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
  }).format(new Date(item.addedAt));
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        gap: 2,
        p: 1.5,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <Box
        sx={{
          width: 88,
          height: 88,
          flex: '0 0 88px',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt=""
            loading="lazy"
            width={88}
            height={88}
            sx={{ display: 'block', width: 88, height: 88, objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {product.brand ? (
          <Typography variant="caption" color="text.secondary">
            {product.brand.name}
          </Typography>
        ) : null}
        <Typography variant="subtitle1" component="h2">
          <TitleLink to={catalogueLinks.product(product.slug)}>{product.title}</TitleLink>
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <PriceTag product={product} />
          {product.inStock ? null : (
            <Typography variant="body2" color="error">
              {card('outOfStock')}
            </Typography>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t('saved.addedOn', { date: added })}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<SwapHoriz />}
          onClick={onMove}
          disabled={moving}
          aria-label={t(`saved.${kind}.moveLabel`, { title: product.title })}
        >
          {t(`saved.${kind}.move`)}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={onRemove}
          aria-label={t(`saved.${kind}.removeLabel`, { title: product.title })}
        >
          {t('saved.remove')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The customer's wishlist or favourites (`/dashboard/wishlist`, `/dashboard/favorites`, and the
 * same screens at `/wishlist`, `/favorites`): saved products, newest first, paged, each with
 * "move to the other list" and "remove" (after a confirmation).
 */
export function SavedListPage({ kind }: { kind: SavedListKind }) {
  const t = useCatalogueT();
  const token = useUserToken();
  const location = useLocation();
  const title = t(`saved.${kind}.title`);

  if (!token) {
    const from: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return (
      <Stack spacing={2} sx={{ py: 6, alignItems: 'center', textAlign: 'center' }}>
        <PageMeta title={title} />
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.8rem' }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{t(`saved.${kind}.signIn`)}</Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.register} variant="outlined">
            {t('saved.register')}
          </Button>
          <Button component={RouterLink} to={paths.login} state={from} variant="contained">
            {t('saved.logIn')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return <SavedList kind={kind} title={title} />;
}

function SavedList({ kind, title }: { kind: SavedListKind; title: string }) {
  const t = useCatalogueT();
  const [params, setParams] = useSearchParams();
  const { perPage } = useThemeSettings();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const list = useSavedList(kind, page, perPage);
  const remove = useSavedMutation(kind);
  const move = useMoveSaved(kind);
  const [confirming, setConfirming] = useState<SavedProduct | null>(null);

  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });

  const onConfirm = () => {
    if (!confirming) return;
    remove.mutate(
      { productId: confirming.product.id, save: false },
      {
        onSuccess: () => {
          notify.success(t(`saved.${kind}.removed`));
          setConfirming(null);
          // The last item of a later page: step back so the screen is not an empty page.
          if (list.data && list.data.items.length === 1 && page > 1) setPage(page - 1);
        },
        onError: (error) => {
          notify.error(error);
          setConfirming(null);
        },
      },
    );
  };

  const onMove = (item: SavedProduct) =>
    move.mutate(item.product.id, {
      onSuccess: () => notify.success(t(`saved.${kind}.moved`, { title: item.product.title })),
      onError: (error) => notify.error(error),
    });

  const other = kind === 'wishlist' ? catalogueLinks.favorites : catalogueLinks.wishlist;
  const meta = list.data?.meta;

  return (
    <>
      <PageMeta title={title} />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {title}
        </Typography>
        <Link component={RouterLink} to={other}>
          {t(`saved.${kind}.other`)}
        </Link>
      </Stack>
      {list.isPending ? (
        <Stack spacing={1.5} role="status" aria-label={t('saved.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={112} />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {list.error.message}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" sx={{ mb: 1 }}>
            {t(`saved.${kind}.empty`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`saved.${kind}.emptyHint`)}
          </Typography>
          <Button component={RouterLink} to={paths.products} variant="contained">
            {t('saved.browse')}
          </Button>
        </Paper>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('saved.count', { count: meta?.total ?? 0 })}
          </Typography>
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-busy={list.isFetching || undefined}
          >
            {list.data.items.map((item) => (
              <Row
                key={item.product.id}
                item={item}
                kind={kind}
                onRemove={() => setConfirming(item)}
                onMove={() => onMove(item)}
                moving={move.isPending && move.variables === item.product.id}
              />
            ))}
          </Stack>
          {meta && meta.pageCount > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={meta.pageCount}
                page={Math.min(page, meta.pageCount)}
                onChange={(_e, next) => setPage(next)}
                color="primary"
                getItemAriaLabel={paginationLabel(t)}
              />
            </Box>
          ) : null}
        </>
      )}
      <ConfirmRemove
        item={confirming}
        kind={kind}
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={onConfirm}
      />
    </>
  );
}

export const WishlistPage = () => <SavedListPage kind="wishlist" />;
export const FavoritesPage = () => <SavedListPage kind="favorites" />;
