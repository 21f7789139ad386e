import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CheckoutQuote, formatMoney } from '@shop/shared';
import { type ReactNode, useId } from 'react';
import { useLanguage } from '../../../i18n/language.ts';
import { problemText } from '../../orders/problem-text.ts';
import { useCheckoutT } from '../i18n.ts';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        fontWeight: strong ? 700 : 400,
        fontSize: strong ? '1.1rem' : undefined,
      }}
    >
      <Box component="dt">{label}</Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * The order as the server priced it (`GET cart/quote`): its lines, sub-total, options, discount,
 * VAT, delivery and grand total, never computed here; what stops the order is listed, and
 * `action` (the place or review button) sits under it.
 */
export function QuoteSummary({ quote, action }: { quote: CheckoutQuote; action?: ReactNode }) {
  const t = useCheckoutT();
  const lang = useLanguage();
  const headingId = useId();
  const money = (minor: number) => formatMoney(minor, quote.currency, lang);
  const { totals } = quote;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
        {t('summary.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('summary.items', { count: quote.totalItems })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {quote.lines.map((line) => (
          <Box component="li" key={line.id} sx={{ display: 'flex', gap: 1.5, py: 1 }}>
            {line.image ? (
              <Box
                component="img"
                src={line.image}
                alt=""
                sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
              />
            ) : null}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography fontWeight={600} variant="body2">
                {line.title}
              </Typography>
              {line.variantLabel ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {line.variantLabel}
                </Typography>
              ) : null}
              {line.options.map((option) => (
                <Typography
                  key={option.choiceId}
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {option.group}: {option.choice}
                </Typography>
              ))}
              {line.price !== undefined ? (
                <Typography variant="caption" color="text.secondary">
                  {t('summary.qtyPrice', { qty: line.quantity, price: money(line.price) })}
                </Typography>
              ) : null}
              {line.problem ? (
                <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                  {problemText(line.problem)}
                </Typography>
              ) : null}
            </Box>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {money(line.lineSubtotal)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('summary.subTotal')} value={money(totals.subTotal)} />
        {totals.optionsTotal ? <Row label={t('summary.options')} value={money(totals.optionsTotal)} /> : null}
        {totals.discountTotal ? (
          <Row
            label={
              quote.coupon ? t('summary.discount', { code: quote.coupon.code }) : t('summary.discountPlain')
            }
            value={money(-totals.discountTotal)}
          />
        ) : null}
        <Row label={t('summary.vat')} value={money(totals.vatTotal)} />
        <Row
          label={t('summary.shipping')}
          value={quote.choices.rateId === null ? t('summary.shippingLater') : money(totals.shippingCost)}
        />
        <Divider sx={{ my: 1 }} />
        <Row label={t('summary.grandTotal')} value={money(totals.grandTotal)} strong />
      </Box>
      {quote.problems.length ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <Typography component="p" variant="body2" fontWeight={600}>
            {t('summary.problemsTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {quote.problems.map((problem) => (
              <li key={`${problem.code}-${JSON.stringify(problem.params ?? {})}`}>{problemText(problem)}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Paper>
  );
}
