import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { PageMeta } from '../../site/page-meta.tsx';

/** A customer-area page: its title (the page's one h1), an optional introduction and actions. */
export function AccountPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageMeta title={title} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: intro ? 1 : 3,
        }}
      >
        <Typography
          id={headingId}
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}
        >
          {title}
        </Typography>
        {actions}
      </Box>
      {intro ? (
        <Typography component="p" color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
