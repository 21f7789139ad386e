import ClearIcon from '@mui/icons-material/Clear';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { translateMessage } from '../../i18n/index.ts';
import { GalleryPickerDialog } from './gallery-picker-dialog.tsx';
import { useGalleryT } from './i18n.ts';

export interface ImagePickerFieldProps {
  label: string;
  /** The form field's name (posted by a native form; also the hidden input's name). */
  name: string;
  /** The chosen image's public `/uploads/…` URL, as the schemas' `imageUrl` takes it. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** A `validation.*` key or the server's message, shown under the field. */
  error?: string;
  required?: boolean;
}

/**
 * An image field of the back office: the chosen image (or an empty state), a button opening the
 * gallery to pick or upload one, and a button to clear it. Every image picker uses the gallery, so
 * an image uploaded once is reused everywhere (issue 4 "a media library used by every image picker").
 */
export function ImagePickerField({ label, name, value, onChange, error, required }: ImagePickerFieldProps) {
  const t = useGalleryT();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const chooseRef = useRef<HTMLButtonElement>(null);
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={labelId} component="span" variant="subtitle2" color={error ? 'error' : 'text.primary'}>
        {label}
        {required ? (
          <Box component="span" aria-hidden="true">
            {' *'}
          </Box>
        ) : null}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          sx={{
            width: 128,
            height: 128,
            flex: '0 0 auto',
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            border: 1,
            borderStyle: value ? 'solid' : 'dashed',
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value}
              alt={t('picker.chosenAlt', { label })}
              sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
              {t('picker.empty')}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          <Button
            ref={chooseRef}
            variant="outlined"
            startIcon={<PhotoLibraryOutlined />}
            onClick={() => setOpen(true)}
            aria-describedby={describedBy}
          >
            {t('picker.choose')}
          </Button>
          {value ? (
            <Button
              color="inherit"
              size="small"
              startIcon={<ClearIcon />}
              onClick={() => {
                onChange(null);
                chooseRef.current?.focus();
              }}
            >
              {t('picker.clear')}
            </Button>
          ) : null}
        </Box>
      </Box>
      <input type="hidden" name={name} value={value ?? ''} />
      <FormHelperText id={hintId} sx={{ m: 0 }}>
        {t('picker.hint')}
      </FormHelperText>
      {error ? (
        <FormHelperText id={errorId} error sx={{ m: 0 }}>
          {translateMessage(error)}
        </FormHelperText>
      ) : null}
      {open ? (
        <GalleryPickerDialog
          open={open}
          title={`${t('dialog.title')}: ${label}`}
          current={value}
          onClose={() => setOpen(false)}
          onPick={(image) => {
            onChange(image.url);
            setOpen(false);
          }}
        />
      ) : null}
    </Box>
  );
}
