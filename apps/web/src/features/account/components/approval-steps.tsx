import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useAccountT } from '../i18n.ts';

/** A link to the blank approval form (site settings "approval form PDF"), opened in a new tab. */
export function ApprovalFormDownload({
  url,
  variant = 'outlined',
}: {
  url: string;
  variant?: 'outlined' | 'contained';
}) {
  const t = useAccountT();
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener"
      download
      variant={variant}
      startIcon={<DownloadOutlined />}
    >
      {t('approval.download')}
      <VisuallyHidden>{` (${t('approval.pdfNewTab')})`}</VisuallyHidden>
    </Button>
  );
}

/** The three steps of approval (SPEC 4): download, fill in and sign, upload. */
export function ApprovalSteps({ download, upload }: { download?: ReactNode; upload?: ReactNode }) {
  const t = useAccountT();
  const steps: Array<{ key: string; text: string; action?: ReactNode }> = [
    { key: 'download', text: t('approval.stepDownload'), action: download },
    { key: 'fill', text: t('approval.stepFill') },
    { key: 'upload', text: t('approval.stepUpload'), action: upload },
  ];
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {steps.map((step, index) => (
        <Box component="li" key={step.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 28,
              height: 28,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
              fontSize: '0.9rem',
            }}
          >
            {index + 1}
          </Box>
          <Box sx={{ pt: 0.25, display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Typography component="span">{step.text}</Typography>
            {step.action}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
