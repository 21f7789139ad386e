import CloudUpload from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import { GALLERY_FILES_PER_UPLOAD, type GalleryRecord } from '@shop/shared';
import { useId, useRef, useState } from 'react';
import { notify } from '../../components/ui/toast/notify.ts';
import { GALLERY_ACCEPT, uploadErrorMessage, useUploadGalleryImages } from './api.ts';
import { useGalleryT } from './i18n.ts';

/**
 * "Upload images": a file chooser (several files, SPEC 9 types) sent to the gallery at once. The
 * server checks each file's content; its refusal ("This file type is not supported") is shown under
 * the button and announced.
 */
export function UploadButton({ onUploaded }: { onUploaded?: (images: GalleryRecord[]) => void }) {
  const t = useGalleryT();
  const upload = useUploadGalleryImages();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [refused, setRefused] = useState<string | null>(null);

  const send = (list: FileList | null) => {
    const files = Array.from(list ?? []).slice(0, GALLERY_FILES_PER_UPLOAD);
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    setRefused(null);
    upload.mutate(files, {
      onSuccess: (result) => {
        notify.success(t('dialog.uploaded', { count: result.data.length }));
        onUploaded?.(result.data);
      },
      onError: (error) => setRefused(uploadErrorMessage(error)),
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: '24rem' }}>
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-describedby={helpId}
        startIcon={
          upload.isPending ? (
            <CircularProgress size={16} color="inherit" aria-hidden="true" />
          ) : (
            <CloudUpload />
          )
        }
      >
        {upload.isPending ? t('upload.uploading') : t('upload.button')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={GALLERY_ACCEPT}
        multiple
        hidden
        data-testid="gallery-upload-input"
        aria-label={t('upload.button')}
        onChange={(event) => send(event.target.files)}
      />
      <FormHelperText id={helpId}>{t('upload.help')}</FormHelperText>
      {refused ? (
        <Alert severity="error" role="alert" onClose={() => setRefused(null)} sx={{ mt: 1 }}>
          <strong>{t('upload.failed')}:</strong> {refused}
        </Alert>
      ) : null}
    </Box>
  );
}
