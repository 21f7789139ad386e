import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type PaymentResult } from '@shop/shared';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n/language.ts';
import { usePaymentT } from '../i18n.ts';

/** The frame of a payment result: an icon, a heading, a message, the order's figures, actions. */
export function ResultLayout({
  icon,
  title,
  message,
  result,
  actions,
}: {
  icon: ReactNode;
  title: string;
  message: ReactNode;
  result?: PaymentResult;
  actions: ReactNode;
}) {
  const t = usePaymentT();
  const lang = useLanguage();
  return (
    <Box component="section" aria-labelledby="payment-title" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ '& svg': { fontSize: 64 } }}>
          {icon}
        </Box>
        <Typography id="payment-title" variant="h4" component="h1" sx={{ fontWeight: 800, mt: 1 }}>
          {title}
        </Typography>
        <Box sx={{ mt: 2 }}>{message}</Box>
        {result ? (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              justifyContent: 'center',
              columnGap: 3,
              rowGap: 1,
              my: 3,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, fontWeight: 700, textAlign: 'start' },
            }}
          >
            <dt>{t('order')}</dt>
            <dd>{result.orderNumber}</dd>
            <dt>{t('amount')}</dt>
            <dd>{formatMoney(result.amount, result.currency, lang)}</dd>
          </Box>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
          {actions}
        </Stack>
      </Paper>
    </Box>
  );
}
