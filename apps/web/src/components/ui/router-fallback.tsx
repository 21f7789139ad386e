import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code loads (the first lazy page of a visit). A CSS ring, not MUI's
 * CircularProgress: this travels with every first load (ADR 0037). A screen high, standing for
 * the page to come: the footer stays below the fold meanwhile (it loads when scrolled to), rather
 * than appearing and being pushed down.
 */
export function RouterFallback() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Box
        role="progressbar"
        aria-label={t('loading')}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'action.selected',
          borderTopColor: 'primary.main',
          animation: 'shop-spin 0.9s linear infinite',
          '@keyframes shop-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.5s' },
        }}
      />
    </Box>
  );
}
