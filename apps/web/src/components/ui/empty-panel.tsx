import Paper from '@mui/material/Paper';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';

/**
 * What a storefront list shows when it has nothing (no orders, no returns, no addresses): an
 * icon, a sentence, and the one thing to do next (shop, clear the filter, add one).
 */
export function EmptyPanel({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: ComponentType<SvgIconProps>;
  /** A heading above the sentence, where the page needs one. */
  title?: string;
  /** The sentence. */
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
    >
      <Icon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
      {title ? (
        <Typography component="h2" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
      ) : null}
      <Typography component="p" color={title ? 'text.secondary' : undefined}>
        {children}
      </Typography>
      {action ?? null}
    </Paper>
  );
}
