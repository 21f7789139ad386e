import CheckCircle from '@mui/icons-material/CheckCircle';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GalleryRecord } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { galleryListQuery } from './api.ts';
import { useGalleryT } from './i18n.ts';
import { UploadButton } from './upload-button.tsx';

/** Images per page of the picker: four rows of a 6-column grid on a wide dialog. */
export const PICKER_PER_PAGE = 24;
const SEARCH_DEBOUNCE_MS = 350;

/**
 * The gallery in a dialog: page through it, search it, upload new images (they come back selected),
 * then pick one. Selection is a set of toggle buttons (aria-pressed); "Use this image" confirms.
 */
export function GalleryPickerDialog({
  open,
  title,
  current,
  onClose,
  onPick,
}: {
  open: boolean;
  /** Says what the image is for ("Choose an image: Logo"). */
  title: string;
  /** The field's current URL, selected when it is on the page shown. */
  current: string | null;
  onClose: () => void;
  onPick: (image: GalleryRecord) => void;
}) {
  const t = useGalleryT();
  const titleId = useId();
  const gridLabelId = useId();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<GalleryRecord | null>(null);
  // Images uploaded here: shown first on the first page even while the list is still the one
  // fetched before the upload (an upload can finish while the opening list is on its way).
  const [uploaded, setUploaded] = useState<GalleryRecord[]>([]);

  useEffect(() => {
    const term = text.trim();
    if (term === search) return;
    const timer = setTimeout(() => {
      setSearch(term);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  const query = useQuery({
    ...galleryListQuery({
      page,
      perPage: PICKER_PER_PAGE,
      sort: '-created_at',
      ...(search ? { search } : {}),
    }),
    enabled: open,
  });
  const listed = query.data?.items;
  const items =
    listed && page === 1 && search === ''
      ? [...uploaded.filter((image) => !listed.some((other) => other.id === image.id)), ...listed]
      : listed;
  const pageCount = query.data?.meta.pageCount ?? 0;
  const chosen = selected ?? items?.find((image) => image.url === current) ?? null;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
          <TextField
            type="search"
            size="small"
            label={t('dialog.searchLabel')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            sx={{ flex: '1 1 14rem' }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <UploadButton
            onUploaded={(images) => {
              const [first] = images;
              if (!first) return;
              setText('');
              setSearch('');
              setPage(1);
              setUploaded((earlier) => [...images, ...earlier]);
              setSelected(first);
            }}
          />
        </Box>
        <GalleryPickerGrid
          labelId={gridLabelId}
          items={items}
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          searching={search !== ''}
          chosenId={chosen?.id ?? null}
          onSelect={setSelected}
          onPick={(image) => onPick(image)}
        />
        {pageCount > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Pagination
              count={pageCount}
              page={page}
              onChange={(_, next) => setPage(next)}
              aria-label={t('list.pagination')}
              getItemAriaLabel={(type, item) =>
                type === 'page' || type === 'start-ellipsis' || type === 'end-ellipsis'
                  ? t('list.goToPage', { page: item })
                  : t(`list.goTo.${type}`)
              }
            />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onPick(chosen)}>
          {t('dialog.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function GalleryPickerGrid({
  labelId,
  items,
  isPending,
  error,
  onRetry,
  searching,
  chosenId,
  onSelect,
  onPick,
}: {
  labelId: string;
  items: GalleryRecord[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  searching: boolean;
  chosenId: number | null;
  onSelect: (image: GalleryRecord) => void;
  onPick: (image: GalleryRecord) => void;
}) {
  const t = useGalleryT();
  if (error && !items) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.loadFailed')} {error.message}
      </Alert>
    );
  }
  if (isPending && !items) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('list.loading')} />
      </Box>
    );
  }
  if (!items || items.length === 0) {
    return (
      <Typography component="p" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {searching ? t('dialog.noMatch') : t('dialog.empty')}
      </Typography>
    );
  }
  return (
    <>
      <VisuallyHidden id={labelId}>{t('dialog.imagesLabel')}</VisuallyHidden>
      <Box
        component="ul"
        aria-labelledby={labelId}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
        }}
      >
        {items.map((image) => {
          const pressed = image.id === chosenId;
          return (
            <li key={image.id}>
              <ButtonBase
                aria-pressed={pressed}
                onClick={() => onSelect(image)}
                onDoubleClick={() => onPick(image)}
                focusRipple
                sx={{
                  position: 'relative',
                  display: 'flex',
                  flexDirection: 'column',
                  width: '100%',
                  borderRadius: 1,
                  border: 2,
                  borderColor: pressed ? 'primary.main' : 'divider',
                  overflow: 'hidden',
                  bgcolor: 'background.paper',
                  '&.Mui-focusVisible': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                }}
              >
                <Box
                  component="img"
                  src={image.thumbUrl ?? image.url}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'contain', bgcolor: 'action.hover' }}
                />
                <Typography
                  component="span"
                  variant="caption"
                  noWrap
                  sx={{ width: '100%', px: 0.75, py: 0.5, textAlign: 'start' }}
                >
                  {image.name}
                </Typography>
                {pressed ? (
                  <CheckCircle
                    color="primary"
                    aria-hidden="true"
                    sx={{
                      position: 'absolute',
                      top: 4,
                      insetInlineEnd: 4,
                      bgcolor: 'background.paper',
                      borderRadius: '50%',
                    }}
                  />
                ) : null}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </>
  );
}
