import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { PageMeta } from '../../site/page-meta.tsx';

/**
 * The frame of the sign-in, registration and reset screens: a panel centred in the page with its
 * icon, the page's one h1 and an introduction, then the form and the links below it.
 */
export function AuthCard({
  title,
  intro,
  icon,
  width = 460,
  footer,
  focusTitle = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
  width?: number;
  footer?: ReactNode;
  /** Moves focus to the title on mount: the screen changed in place (e.g. after a form was sent). */
  focusTitle?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) headingRef.current?.focus();
  }, [focusTitle]);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, md: 4 } }}
    >
      <PageMeta title={title} />
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: width, p: { xs: 2.5, sm: 4 } }}>
        <Stack alignItems="center" spacing={1} sx={{ mb: 3, textAlign: 'center' }}>
          {icon ? (
            <Box
              aria-hidden="true"
              sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}
            >
              {icon}
            </Box>
          ) : null}
          <Typography
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            variant="h1"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, '&:focus': { outline: 'none' } }}
          >
            {title}
          </Typography>
          {intro ? (
            <Typography component="div" color="text.secondary">
              {intro}
            </Typography>
          ) : null}
        </Stack>
        {children}
        {footer ? (
          <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>{footer}</Box>
        ) : null}
      </Paper>
    </Box>
  );
}
