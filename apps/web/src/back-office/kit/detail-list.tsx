import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Left-to-right values (emails, phones, codes) keep their order in Arabic. */
  ltr?: boolean;
}

/** A titled card of label/value pairs, as a description list for assistive technology. */
export function DetailCard({
  title,
  items,
  children,
}: {
  title: string;
  items?: DetailItem[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2, fontSize: '1.2rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {items ? (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1.25 },
            m: 0,
          }}
        >
          {items.map((item) => (
            <Box key={item.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {item.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {item.ltr ? <bdi dir="ltr">{item.value}</bdi> : item.value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {children}
    </Paper>
  );
}
