import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminProductRecord,
  type ApiSuccess,
  type ProductImageRecord,
  pickLocalized,
  productImageUpdateInput,
} from '@shop/shared';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { GalleryPickerDialog } from '../../back-office/gallery/gallery-picker-dialog.tsx';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { FormAlert } from '../../back-office/kit/fields.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { isApiError } from '../../lib/api-client.ts';
import {
  useDeleteImage,
  useImageAlt,
  useLinkImages,
  useOrderImages,
  usePoster,
  useUploadImages,
} from './api.ts';
import { useProductsT } from './i18n.ts';

/** SPEC 9 image types; the API checks the content, this only narrows the file chooser. */
const ACCEPT = 'image/jpeg,image/png,image/svg+xml,image/webp,.jpg,.jpeg,.png,.svg,.webp';

/** The server's reason for a refused upload: the field's message (wrong type…), else the message. */
function uploadError(error: unknown, field: string): string {
  if (isApiError(error)) return error.fieldErrors?.[field]?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A write's answer on the images: its notice (`done` when the server sends none), or the refusal
 * (`field`'s message) above them; `settle` runs first either way (a dialog closing).
 */
function answer(done: string, refuse: (reason: string) => void, field: string, settle?: () => void) {
  return {
    onSuccess: (result: Pick<ApiSuccess<unknown>, 'message'>) => {
      settle?.();
      notify.success(result.message ?? done);
    },
    onError: (e: Error) => {
      settle?.();
      refuse(uploadError(e, field));
    },
  };
}

/** A button that opens the file chooser (the input itself stays reachable for assistive tools). */
function UploadButton({
  label,
  multiple,
  pending,
  onFiles,
  describedBy,
}: {
  label: string;
  multiple?: boolean;
  pending: boolean;
  onFiles: (files: File[]) => void;
  describedBy?: string;
}) {
  const t = useProductsT();
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) onFiles(files);
  };
  return (
    <Button
      component="label"
      variant="outlined"
      startIcon={<UploadFileOutlined />}
      disabled={pending}
      aria-describedby={describedBy}
    >
      {pending ? t('images.uploading') : label}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        hidden
        aria-label={label}
        onChange={onChange}
      />
    </Button>
  );
}

/** The image's alternative text in both languages (storefront `alt`, SEO). */
function AltDialog({
  productId,
  target,
  onClose,
}: {
  productId: number;
  target: { image: ProductImageRecord; n: number } | null;
  onClose: () => void;
}) {
  const t = useProductsT();
  const save = useImageAlt(productId);
  const [en, setEn] = useState('');
  const [ar, setAr] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<number | null>(null);
  if (target && shown !== target.image.id) {
    // A newly opened image starts from its stored text.
    setShown(target.image.id);
    setEn(target.image.alt?.en ?? '');
    setAr(target.image.alt?.ar ?? '');
    setErrors({});
  }
  const n = target?.n ?? 0;
  const confirm = () => {
    if (!target) return;
    const parsed = productImageUpdateInput.safeParse({ alt: { en, ar } });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.map(String).join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    save.mutate(
      { imageId: target.image.id, alt: parsed.data.alt ?? null },
      {
        onSuccess: (result) => {
          notify.success(result.message ?? t('form.saved'));
          setShown(null);
          onClose();
        },
        onError: (e) => {
          const fieldErrors = isApiError(e) ? e.fieldErrors : undefined;
          setErrors(
            fieldErrors
              ? Object.fromEntries(Object.entries(fieldErrors).map(([k, m]) => [k, m[0] ?? '']))
              : { 'alt.en': e.message },
          );
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('images.altTitle', { n })}
      description={t('images.altText')}
      confirmLabel={t('images.altSave')}
      pending={save.isPending}
      onConfirm={confirm}
      onClose={() => {
        setShown(null);
        onClose();
      }}
    >
      <Stack spacing={2}>
        <TextField
          label={t('images.altEn')}
          value={en}
          onChange={(event) => setEn(event.target.value)}
          error={Boolean(errors['alt.en'])}
          helperText={errors['alt.en'] ? translateMessage(errors['alt.en']) : undefined}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
        />
        <TextField
          label={t('images.altAr')}
          value={ar}
          onChange={(event) => setAr(event.target.value)}
          error={Boolean(errors['alt.ar'])}
          helperText={errors['alt.ar'] ? translateMessage(errors['alt.ar']) : undefined}
          fullWidth
          slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
        />
      </Stack>
    </ConfirmDialog>
  );
}

/** The product's images in display order: upload, reorder (the first is the main one), delete. */
export function ProductImages({ product }: { product: AdminProductRecord }) {
  const t = useProductsT();
  const helpId = useId();
  const upload = useUploadImages(product.id);
  const order = useOrderImages(product.id);
  const remove = useDeleteImage(product.id);
  const link = useLinkImages(product.id);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [describing, setDescribing] = useState<{ image: ProductImageRecord; n: number } | null>(null);
  const lang = useLanguage();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ image: ProductImageRecord; n: number } | null>(null);
  const images = product.images;

  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    setError(null);
    order.mutate(ids, answer(t('form.saved'), setError, 'ids'));
  };

  return (
    <Box>
      <Typography component="h3" variant="subtitle1" fontWeight={700}>
        {t('images.title')}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('images.help')}
      </Typography>
      <FormAlert message={error} onClose={() => setError(null)} />
      {images.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('images.empty')}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('images.title')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          }}
        >
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <Box
                component="li"
                key={image.id}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, textAlign: 'center' }}
              >
                <Box
                  component="img"
                  src={image.thumbUrl ?? image.url}
                  alt={pickLocalized(image.alt, lang) || t('images.image', { n })}
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'contain', display: 'block' }}
                />
                <Box sx={{ minHeight: 28, mt: 0.5 }}>
                  {index === 0 ? <Chip size="small" color="primary" label={t('images.main')} /> : null}
                </Box>
                <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
                  <IconButton
                    size="small"
                    aria-label={t('images.moveEarlier', { n })}
                    disabled={index === 0 || order.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowBack
                      fontSize="small"
                      sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
                    />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('images.moveLater', { n })}
                    disabled={index === images.length - 1 || order.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowForward
                      fontSize="small"
                      sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
                    />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('images.alt', { n })}
                    onClick={() => setDescribing({ image, n })}
                  >
                    <NotesOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('images.delete', { n })}
                    onClick={() => setDeleting({ image, n })}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <UploadButton
          label={t('images.upload')}
          multiple
          pending={upload.isPending}
          describedBy={helpId}
          onFiles={(files) => {
            setError(null);
            upload.mutate(files, answer(t('images.uploaded'), setError, 'images'));
          }}
        />
        <Button
          variant="outlined"
          startIcon={<PhotoLibraryOutlined />}
          disabled={link.isPending}
          onClick={() => setGalleryOpen(true)}
        >
          {t('images.fromGallery')}
        </Button>
      </Box>
      <AltDialog productId={product.id} target={describing} onClose={() => setDescribing(null)} />
      <GalleryPickerDialog
        open={galleryOpen}
        title={t('images.galleryTitle')}
        current={null}
        onClose={() => setGalleryOpen(false)}
        onPick={(image) => {
          setGalleryOpen(false);
          setError(null);
          link.mutate([image.url], answer(t('images.uploaded'), setError, 'urls'));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('images.deleteTitle')}
        description={t('images.deleteText', { n: deleting?.n ?? 0 })}
        confirmLabel={t('images.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            deleting.image.id,
            answer(t('form.saved'), setError, 'images', () => setDeleting(null)),
          );
        }}
      />
    </Box>
  );
}

/** The poster image (SPEC 3 "poster image"): upload, replace or remove through its own endpoint. */
export function ProductPoster({ product }: { product: AdminProductRecord }) {
  const t = useProductsT();
  const helpId = useId();
  const poster = usePoster(product.id);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" fontWeight={700}>
        {t('images.poster')}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('images.posterHelp')}
      </Typography>
      <FormAlert message={error} onClose={() => setError(null)} />
      {product.posterImage ? (
        <Box
          component="img"
          src={product.posterImage}
          alt={t('images.poster')}
          sx={{
            width: 160,
            aspectRatio: '1',
            objectFit: 'contain',
            display: 'block',
            mb: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('images.noPoster')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <UploadButton
          label={product.posterImage ? t('images.replacePoster') : t('images.uploadPoster')}
          pending={poster.isPending && !removing}
          describedBy={helpId}
          onFiles={([file]) => {
            if (!file) return;
            setError(null);
            poster.mutate(file, answer(t('images.uploaded'), setError, 'file'));
          }}
        />
        {product.posterImage ? (
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setRemoving(true)}>
            {t('images.removePoster')}
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={removing}
        title={t('images.removePosterTitle')}
        description={t('images.removePosterText')}
        confirmLabel={t('images.removePoster')}
        destructive
        pending={poster.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() =>
          poster.mutate(
            null,
            answer(t('form.saved'), setError, 'file', () => setRemoving(false)),
          )
        }
      />
    </Box>
  );
}
