import Bolt from '@mui/icons-material/Bolt';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@shop/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useBuyer } from '../../../lib/buyer.ts';
import type { FromState } from '../../auth/guards.tsx';
import { useDeployment } from '../../site/deployment.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { CartLineItem } from '../components/cart-line-item.tsx';
import { CartSummary } from '../components/cart-summary.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CustomerPicker } from '../components/customer-picker.tsx';
import { QuickOrderDialog } from '../components/quick-order-dialog.tsx';
import { useCartT } from '../i18n.ts';
import { type CartLine, type UseCart, useCart } from '../use-cart.ts';

function VisitorPrompt() {
  const t = useCartT();
  const location = useLocation();
  const from: FromState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <Stack spacing={2} sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
      <Typography color="text.secondary">{t('visitor.text')}</Typography>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.register} variant="outlined">
          {t('visitor.register')}
        </Button>
        <Button component={RouterLink} to={paths.login} state={from} variant="contained">
          {t('visitor.logIn')}
        </Button>
      </Stack>
    </Stack>
  );
}

function CartSkeleton() {
  const t = useCartT();
  return (
    <Stack spacing={1.5} role="status" aria-label={t('loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={112} />
      ))}
    </Stack>
  );
}

function EmptyCart() {
  const t = useCartT();
  return (
    <Stack spacing={1.5} sx={{ py: 5, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h5" component="h2">
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary">{t('empty.text')}</Typography>
      <Button component={RouterLink} to={paths.products} variant="contained">
        {t('empty.browse')}
      </Button>
    </Stack>
  );
}

/** Why checkout waits: an empty cart, a line that cannot be ordered as it is, hidden prices. */
function checkoutBlockedBy(cart: UseCart, t: ReturnType<typeof useCartT>): string | null {
  if (cart.isEmpty) return t('checkoutBlocked.empty');
  if (cart.items.some((line) => line.problem)) return t('checkoutBlocked.problem');
  if (!cart.pricesVisible) return i18n.t('errors:orderPricesHidden');
  return null;
}

function CartBody({
  cart,
  money,
  announce,
}: {
  cart: UseCart;
  money: ((minor: number) => string) | null;
  announce: (text: string) => void;
}) {
  const t = useCartT();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [emptying, setEmptying] = useState(false);

  if (cart.loading && cart.isEmpty) return <CartSkeleton />;
  if (cart.error && !cart.record && cart.isEmpty) {
    return <RetryAlert error={cart.error} title={t('loadError')} onRetry={cart.refetch} />;
  }

  const onQuantity = (line: CartLine, quantity: number) => {
    cart.updateQuantity(line.id, quantity).then(
      () => announce(t('line.updated', { title: line.title, quantity })),
      (error: unknown) => notify.error(error),
    );
  };
  const onRemove = () => {
    if (!removing) return;
    const line = removing;
    cart.removeItem(line.id).then(
      () => {
        setRemoving(null);
        notify.success(t('line.removed', { title: line.title }));
      },
      (error: unknown) => {
        setRemoving(null);
        notify.error(error);
      },
    );
  };
  const onEmpty = () => {
    cart.emptyCart().then(
      () => {
        setEmptying(false);
        notify.success(t('emptied'));
      },
      (error: unknown) => {
        setEmptying(false);
        notify.error(error);
      },
    );
  };

  return (
    <>
      {cart.error ? (
        <RetryAlert error={cart.error} title={t('loadError')} onRetry={cart.refetch} />
      ) : cart.loading ? (
        <Typography variant="body2" color="text.secondary">
          {t('syncing')}
        </Typography>
      ) : null}
      {cart.isEmpty ? (
        <EmptyCart />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack
              component="ul"
              spacing={1.5}
              aria-label={t('lines.caption')}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {cart.items.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  money={money}
                  disabled={cart.busy || !cart.record}
                  onQuantity={onQuantity}
                  onRemove={setRemoving}
                />
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CartSummary
              totalItems={cart.totalItems}
              totalUniqueItems={cart.totalUniqueItems}
              cartTotal={money && cart.cartTotal !== undefined ? money(cart.cartTotal) : null}
              blockedBy={cart.record ? checkoutBlockedBy(cart, t) : t('syncing')}
              onEmpty={() => setEmptying(true)}
              busy={cart.busy || !cart.record}
            />
          </Grid>
        </Grid>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('confirmRemove.title')}
        text={t('confirmRemove.text', { title: removing?.title ?? '' })}
        confirm={t('confirmRemove.confirm')}
        cancel={t('confirmRemove.cancel')}
        busy={cart.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={onRemove}
      />
      <ConfirmDialog
        open={emptying}
        title={t('confirmEmpty.title')}
        text={t('confirmEmpty.text')}
        confirm={t('confirmEmpty.confirm')}
        cancel={t('confirmEmpty.cancel')}
        busy={cart.busy}
        onCancel={() => setEmptying(false)}
        onConfirm={onEmpty}
      />
    </>
  );
}

/**
 * `/cart` (SPEC 2 "ordering", SPEC 3 "Cart"): the buyer's lines with their steppers, the totals,
 * "Empty cart", the way to checkout and the quick order. A salesperson first picks the customer
 * the cart is for; a visitor is asked to log in.
 */
export function CartPage() {
  const t = useCartT();
  const buyer = useBuyer();
  const cart = useCart();
  const lang = useLanguage();
  const { currency } = useDeployment();
  const [announcement, setAnnouncement] = useState('');
  const [quickOpen, setQuickOpen] = useState(false);
  const currencyCode = cart.record?.currency ?? currency.name;
  const money = cart.pricesVisible ? (minor: number) => formatMoney(minor, currencyCode, lang) : null;

  return (
    <Stack spacing={3} sx={{ py: 3 }}>
      <PageMeta title={t('title')} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.8rem' }}>
          {t('title')}
        </Typography>
        {cart.owner ? (
          <Button variant="outlined" startIcon={<Bolt />} onClick={() => setQuickOpen(true)}>
            {t('quick.open')}
          </Button>
        ) : null}
      </Box>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

      {buyer.kind === 'salesperson' ? (
        <CustomerPicker
          customerId={buyer.customerId}
          pickedName={cart.record?.customer ?? null}
          onPicked={(name) => setAnnouncement(t('picker.picked', { name }))}
        />
      ) : null}

      {buyer.kind === 'visitor' ? (
        <VisitorPrompt />
      ) : !cart.owner ? (
        <Alert severity="info">
          <AlertTitle>{t('picker.pickFirst')}</AlertTitle>
          {t('picker.pickFirstHint')}
        </Alert>
      ) : (
        <CartBody cart={cart} money={money} announce={setAnnouncement} />
      )}

      {cart.owner ? (
        <QuickOrderDialog
          open={quickOpen}
          onClose={() => setQuickOpen(false)}
          quickOrder={cart.quickOrder}
          money={money}
        />
      ) : null}
    </Stack>
  );
}
