import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { PageMeta } from '../../features/site/page-meta.tsx';

/** A screen's title (the page's only h1), an optional way back, and its main actions. */
export function PageHeader({
  title,
  id,
  subtitle,
  actions,
  back,
}: {
  title: string;
  /** The h1's id, for the section's aria-labelledby. */
  id: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <Box sx={{ mb: 3 }}>
      <PageMeta title={title} />
      {back ? (
        <Button
          component={RouterLink}
          to={back.to}
          size="small"
          startIcon={
            <ArrowBack sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />
          }
          sx={{ mb: 1 }}
        >
          {back.label}
        </Button>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography id={id} variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography component="p" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
      </Box>
    </Box>
  );
}
