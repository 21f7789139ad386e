import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './page-meta.tsx';

/**
 * The one honest placeholder for screens that later issues build: the page's name and
 * "This page is not built yet". No invented content.
 */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={title} />
      <Typography id={headingId} variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" icon={<ConstructionOutlined fontSize="inherit" />} sx={{ maxWidth: 640 }}>
        <Typography component="p" fontWeight={600}>
          {t('comingSoon.body')}
        </Typography>
        <Typography component="p" variant="body2">
          {t('comingSoon.detail')}
        </Typography>
      </Alert>
    </Box>
  );
}
