import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One step of the checkout: a titled panel, its heading naming the region for screen readers. */
export function CheckoutSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode | ((headingId: string) => ReactNode);
}) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontSize: '1.1rem', flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {typeof children === 'function' ? children(id) : children}
    </Paper>
  );
}
