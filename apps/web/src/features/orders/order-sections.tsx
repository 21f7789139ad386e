import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type OrderDetailRecord } from '@shop/shared';
import { type ReactNode, useId } from 'react';
import { formatDateTime } from '../../back-office/kit/format.ts';
import { InlineTextLink } from '../../components/ui/text-link.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { addressLines } from './address.ts';
import { useOrdersT } from './i18n.ts';
import { useOrderLabels } from './status-labels.ts';

/*
 * The parts of an order's page that the customer's, the salesperson's and the back office's order
 * screens show alike: its lines, totals, history and delivery, each a titled section, and the
 * print stylesheet that prints the order alone.
 */

/** Who moved the order, as the history names them (`actorKind`). */
const HISTORY_BY = { admin: true, customer: true, salesperson: true, system: true } as const;

/** Printing an order shows the order alone: no header, footer, menus or buttons. */
export const orderPrintStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, footer, nav, aside, button, .no-print, .MuiDrawer-root, .MuiSnackbar-root': {
          display: 'none !important',
        },
        body: { background: '#fff' },
      },
    }}
  />
);

export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2.5, height: '100%', breakInside: 'avoid' }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One label and value of a section's description list (`<Box component="dl">`). */
export function OrderLine({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        fontWeight: strong ? 700 : 400,
        borderTop: strong ? 1 : 0,
        borderColor: 'divider',
        mt: strong ? 1 : 0,
        pt: strong ? 1 : 0.5,
      }}
    >
      <Box component="dt">{label}</Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

type Props = { order: OrderDetailRecord };

function useMoney(order: OrderDetailRecord) {
  const lang = useLanguage();
  return (minor: number) => formatMoney(minor, order.currency, lang);
}

/** The order's lines: product (variant, options, SKU, returns), unit price, quantity, amount. */
export function OrderItemsSection({ order }: Props) {
  const t = useOrdersT();
  const money = useMoney(order);
  return (
    <OrderSection title={t('detail.sections.items')}>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('detail.columns.product')}</TableCell>
              <TableCell align="right">{t('detail.columns.price')}</TableCell>
              <TableCell align="right">{t('detail.columns.qty')}</TableCell>
              <TableCell align="right">{t('detail.columns.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell component="th" scope="row">
                  {item.slug ? (
                    <InlineTextLink to={`/productDetails/${encodeURIComponent(item.slug)}`}>
                      {item.title}
                    </InlineTextLink>
                  ) : (
                    item.title
                  )}
                  {item.variantLabel ? (
                    <Typography variant="body2" color="text.secondary">
                      {item.variantLabel}
                    </Typography>
                  ) : null}
                  {item.options.map((option) => (
                    <Typography key={option.choiceId} variant="body2" color="text.secondary">
                      {option.group}:{' '}
                      {option.priceDelta
                        ? t('detail.optionPrice', {
                            choice: option.choice,
                            price: money(option.priceDelta),
                          })
                        : option.choice}
                    </Typography>
                  ))}
                  <Typography variant="caption" color="text.secondary">
                    <bdi>{t('detail.sku', { sku: item.sku })}</bdi>
                  </Typography>
                  {item.returnedQty ? (
                    <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
                      {t('detail.returned', { qty: item.returnedQty })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(item.unitPrice + item.optionsPrice)}
                </TableCell>
                <TableCell align="right">{item.qty}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(item.lineSubtotal)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </OrderSection>
  );
}

/** Sub-total, options, discount, VAT, delivery and the grand total. */
export function OrderTotalsSection({ order }: Props) {
  const t = useOrdersT();
  const money = useMoney(order);
  return (
    <OrderSection title={t('detail.sections.totals')}>
      <Box component="dl" sx={{ m: 0 }}>
        <OrderLine label={t('detail.totals.subTotal')} value={money(order.subTotal)} />
        {order.optionsTotal ? (
          <OrderLine label={t('detail.totals.options')} value={money(order.optionsTotal)} />
        ) : null}
        {order.discountTotal ? (
          <OrderLine label={t('detail.totals.discount')} value={money(-order.discountTotal)} />
        ) : null}
        <OrderLine label={t('detail.totals.vat')} value={money(order.vatTotal)} />
        <OrderLine label={t('detail.totals.shipping')} value={money(order.shippingCost)} />
        <OrderLine label={t('detail.totals.grandTotal')} value={money(order.grandTotal)} strong />
      </Box>
    </OrderSection>
  );
}

/** The order's moves, oldest first, each with when, who and the note. */
export function OrderHistorySection({ order }: Props) {
  const t = useOrdersT();
  const lang = useLanguage();
  const labels = useOrderLabels();
  return (
    <OrderSection title={t('detail.sections.history')}>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {order.history.map((entry) => (
          <Box
            component="li"
            key={`${entry.createdAt}-${entry.toStatus}`}
            sx={{
              position: 'relative',
              paddingInlineStart: 3,
              pb: 1.5,
              borderInlineStart: 2,
              borderColor: 'divider',
              '&:last-of-type': { borderColor: 'transparent' },
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                insetInlineStart: -7,
                top: 4,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: 'primary.main',
              }}
            />
            <Typography fontWeight={600}>{labels.status(entry.toStatus)}</Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lang)}</time>
              {entry.actorKind in HISTORY_BY
                ? ` · ${t(`detail.historyBy.${entry.actorKind as keyof typeof HISTORY_BY}`)}`
                : null}
            </Typography>
            {entry.note ? <Typography variant="body2">{entry.note}</Typography> : null}
          </Box>
        ))}
      </Box>
    </OrderSection>
  );
}

/** The delivery address and the delivery method chosen at checkout. */
export function OrderDeliverySection({ order }: Props) {
  const t = useOrdersT();
  const method = order.deliveryMethod;
  return (
    <OrderSection title={t('detail.sections.delivery')}>
      <Box component="address" sx={{ fontStyle: 'normal', mb: 1.5 }}>
        {addressLines(order.deliveryAddress).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Box>
      <Typography>
        {method
          ? `${t('detail.deliveryMethod', { zone: method.zone, rate: method.rate })} · ${t(
              'detail.deliveryDays',
              { min: method.minDays, max: method.maxDays },
            )}`
          : t('detail.noDeliveryMethod')}
      </Typography>
    </OrderSection>
  );
}
