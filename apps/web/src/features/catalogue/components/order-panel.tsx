import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  basePrice,
  checkOrderQuantity,
  choicesTotal,
  chosenChoices,
  formatMoney,
  type OptionSelection,
  type ProductDetails,
  type SelectionProblem,
  selectionProblems,
  toLatinDigits,
} from '@shop/shared';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { paths } from '../../../config/paths.ts';
import { i18n, translateMessage } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useUserToken } from '../../../lib/auth-tokens.ts';
import { useBuyer } from '../../../lib/buyer.ts';
import { useAddToCart } from '../../cart/use-add-to-cart.ts';
import { useDeployment } from '../../site/deployment.ts';
import { useCustomerProfile } from '../api/products.ts';
import { useCatalogueT } from '../i18n.ts';
import {
  attributesOfVariants,
  type ChoicePicture,
  choicePicture,
  chosenVariant,
  toggleChoice,
  valueExists,
} from '../selection.ts';

const SignInPrompt = lazy(() => import('./sign-in-prompt.tsx'));

type Outcome = { kind: 'problems'; problems: string[] } | { kind: 'added'; message: string } | null;

/** Most characters the quantity field takes: more than any stock needs, enough to see a mistake. */
const QUANTITY_MAX_LENGTH = 9;

/**
 * Variant and option choice, quantity and the order button of the product page. It guides the
 * buyer with SPEC 8's "Incorrect Selections", "Maximum Available Quantity is …" and "This … is
 * Unavailable." messages, then "Add to cart" posts the line to the buyer's cart (features/cart),
 * where the server checks all of it again and says why it refuses. A visitor is asked to sign in;
 * a salesperson adds to the cart of the customer picked in the cart. The quantity follows the
 * shared rule (checkOrderQuantity): a wrong one says why and shows no total. `onPictureChange`
 * hears which picture the choice so far has (a variant's own), if any.
 */
export function OrderPanel({
  product,
  onPictureChange,
}: {
  product: ProductDetails;
  onPictureChange?: (picture: ChoicePicture | null) => void;
}) {
  const t = useCatalogueT();
  const lang = useLanguage();
  const { currency } = useDeployment();
  const token = useUserToken();
  const profile = useCustomerProfile();
  const buyer = useBuyer();
  const cart = useAddToCart();
  const qtyId = useId();
  const [signIn, setSignIn] = useState<string | null>(null);

  const attributes = useMemo(() => attributesOfVariants(product.variants), [product.variants]);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [selection, setSelection] = useState<OptionSelection>({});
  const [quantity, setQuantity] = useState('1');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const variant = product.hasVariants ? chosenVariant(product.variants, attributes, chosen) : undefined;
  const needsVariant = product.hasVariants && attributes.length > 0;
  const variantLabel = variant?.options.map((o) => o.valueName).join(' / ') ?? '';
  const variantAvailable = variant ? variant.status === 'available' && variant.qty > 0 : false;
  const stock = needsVariant
    ? variant
      ? variantAvailable
        ? variant.qty
        : 0
      : null
    : product.inStock
      ? product.qty
      : 0;
  const maxQty = stock === null ? product.maxPerProduct : Math.min(product.maxPerProduct, stock);
  const soldOut = stock === 0 && (!needsVariant || variant !== undefined);
  // Sold out says so on the button; the quantity is not measured against an empty stock.
  const quantityCheck = checkOrderQuantity(quantity, soldOut ? undefined : maxQty);
  const qty = quantityCheck.ok ? quantityCheck.value : null;
  const quantityError = quantityCheck.ok ? '' : translateMessage(quantityCheck.message);
  const errorId = `${qtyId}-error`;
  /** The whole number nearest to what was typed, within 1 and the maximum, for the − and + buttons. */
  const stepFrom = (delta: 1 | -1) => {
    const typed = Number(toLatinDigits(quantity.trim()));
    const base = Number.isFinite(typed) ? (delta > 0 ? Math.floor(typed) : Math.ceil(typed)) : 0;
    const top = Math.max(1, soldOut ? product.maxPerProduct : maxQty);
    return String(Math.min(top, Math.max(1, base + delta)));
  };

  const money = (minor: number) => formatMoney(minor, currency.name, lang);
  // The shop's one price rule (packages/shared cart/price.ts): the cart and the server's quote use
  // it too. A product sold in variants has no price of its own until the variant is chosen.
  const base = basePrice({ ...product, hasVariants: needsVariant }, variant);
  const extras = choicesTotal(chosenChoices(product.optionGroups, selection));

  const describe = (p: SelectionProblem) => t(`order.problem.${p.kind}`, { group: p.group, count: p.limit });

  const check = () => {
    const problems: string[] = [];
    if (needsVariant && !variant) {
      problems.push(
        t('order.problem.variant', {
          attributes: attributes
            .filter((a) => !chosen[a.attribute])
            .map((a) => a.name)
            .join(', '),
        }),
      );
    }
    problems.push(...selectionProblems(product.optionGroups, selection).map(describe));
    if (quantityError) problems.push(quantityError);
    if (problems.length > 0) setOutcome({ kind: 'problems', problems });
    return problems.length === 0;
  };

  /** Posts the line; the server's answer is the cart, its refusal a SPEC 8 message. */
  const add = () => {
    // A visitor hears at once that ordering needs an account (useCart refuses without a call).
    if (cart.owner !== null && (!check() || qty === null)) return;
    cart
      .addItem({
        productId: product.id,
        variantId: variant?.id ?? null,
        selection: Object.fromEntries(Object.entries(selection).map(([group, ids]) => [group, [...ids]])),
        quantity: qty ?? quantity,
      })
      .then(
        (answer) => setOutcome({ kind: 'added', message: answer.message || i18n.t('notices:cartItemAdded') }),
        (error: unknown) => {
          if (isApiError(error) && error.code === 'unauthenticated') setSignIn(error.message);
          else notify.error(error);
        },
      );
  };

  const account = profile.data;
  const blocked = !token
    ? null
    : !account
      ? null
      : account.restricted
        ? t('order.restricted')
        : account.state === 'unconfirmed'
          ? t('order.notConfirmed')
          : account.state !== 'approved'
            ? t('order.notApproved')
            : null;

  return (
    <Stack spacing={2.5}>
      {attributes.map((attribute) => {
        const labelId = `${qtyId}-attr-${attribute.attribute}`;
        return (
          <Box key={attribute.attribute}>
            {/* Labels, not headings (subtitle2 would be an h6 under the page's h1). */}
            <Typography id={labelId} component="p" variant="subtitle2" sx={{ mb: 0.75 }}>
              {attribute.name}
              {chosen[attribute.attribute]
                ? `: ${attribute.values.find((v) => v.value === chosen[attribute.attribute])?.name ?? ''}`
                : ''}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-labelledby={labelId}
              value={chosen[attribute.attribute] ?? null}
              onChange={(_e, value: string | null) => {
                setOutcome(null);
                const next = { ...chosen };
                if (value) next[attribute.attribute] = value;
                else delete next[attribute.attribute];
                setChosen(next);
                onPictureChange?.(choicePicture(product.variants, attributes, next));
              }}
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                '& .MuiToggleButton-root': { borderRadius: 1, border: 1, borderColor: 'divider' },
              }}
            >
              {attribute.values.map((value) => (
                <ToggleButton
                  key={value.value}
                  value={value.value}
                  disabled={!valueExists(product.variants, chosen, attribute.attribute, value.value)}
                  sx={{ px: 1.5, gap: 1 }}
                >
                  {value.hex ? (
                    <Box
                      aria-hidden="true"
                      sx={{
                        width: 14,
                        height: 14,
                        borderRadius: '50%',
                        bgcolor: value.hex,
                        border: 1,
                        borderColor: 'divider',
                      }}
                    />
                  ) : null}
                  {value.name}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        );
      })}

      {variant && !variantAvailable ? (
        <Alert severity="warning">{t('order.unavailable', { value: variantLabel })}</Alert>
      ) : null}

      {product.optionGroups.map((group) => {
        const picked = selection[group.id] ?? [];
        const single = group.maxSelect <= 1;
        const legendId = `${qtyId}-group-${group.id}`;
        return (
          <Box key={group.id} component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography id={legendId} component="legend" variant="subtitle2">
              {group.name}
              {group.required ? (
                <Typography component="span" color="error">
                  {` (${t('order.required')})`}
                </Typography>
              ) : null}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {[
                group.note,
                t('order.bounds', {
                  min: Math.max(group.minSelect, group.required ? 1 : 0),
                  max: group.maxSelect,
                }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {group.choices.map((choice) => {
                const on = picked.includes(choice.id);
                const Control = single ? Radio : Checkbox;
                return (
                  <FormControlLabel
                    key={choice.id}
                    control={
                      <Control
                        size="small"
                        checked={on}
                        disabled={!on && !single && picked.length >= group.maxSelect}
                        onChange={() => {
                          setOutcome(null);
                          setSelection((s) => toggleChoice(s, group, choice.id));
                        }}
                        // A radio that is on can be pressed again to clear an optional group.
                        onClick={
                          single && on
                            ? () => setSelection((s) => toggleChoice(s, group, choice.id))
                            : undefined
                        }
                      />
                    }
                    label={
                      choice.priceDelta
                        ? t('order.choiceWithPrice', { name: choice.name, price: money(choice.priceDelta) })
                        : choice.name
                    }
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}

      <Box>
        <Typography component="label" htmlFor={qtyId} variant="subtitle2" sx={{ display: 'block', mb: 0.75 }}>
          {t('order.quantity')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={t('order.less')}
            onClick={() => {
              setOutcome(null);
              setQuantity(stepFrom(-1));
            }}
            disabled={qty !== null && qty <= 1}
          >
            <Remove />
          </IconButton>
          {/* The input alone: TextField would bring MUI's select and its overlays (ADR 0037). */}
          <OutlinedInput
            id={qtyId}
            value={quantity}
            onChange={(e) => {
              setOutcome(null);
              setQuantity(e.target.value.slice(0, QUANTITY_MAX_LENGTH));
            }}
            size="small"
            error={!quantityCheck.ok}
            slotProps={{
              input: {
                inputMode: 'numeric',
                'aria-describedby': errorId,
                style: { textAlign: 'center', width: 64 },
              },
            }}
          />
          <IconButton
            aria-label={t('order.more')}
            onClick={() => {
              setOutcome(null);
              setQuantity(stepFrom(1));
            }}
            disabled={qty !== null && qty >= maxQty}
          >
            <Add />
          </IconButton>
          {product.measureUnit ? (
            <Typography variant="body2" color="text.secondary">
              {t('order.unit', { unit: product.measureUnit.name, pieces: product.measureUnit.piecesPerUnit })}
            </Typography>
          ) : null}
        </Stack>
        {quantityError ? (
          <Typography id={errorId} role="alert" variant="body2" color="error" sx={{ mt: 0.75 }}>
            {quantityError}
          </Typography>
        ) : (
          <Typography
            id={errorId}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5 }}
          >
            {t('order.maxPerOrder', { value: product.maxPerProduct })}
          </Typography>
        )}
      </Box>

      {/* A total only for a quantity that can be ordered: never the total of another number. */}
      {base !== undefined && qty !== null && !soldOut ? (
        <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          {extras > 0 ? (
            <Typography variant="body2">
              {t('order.unitWithOptions', { price: money(base + extras) })}
            </Typography>
          ) : null}
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('order.total', { count: qty, price: money((base + extras) * qty) })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('order.exVat')}
          </Typography>
        </Box>
      ) : null}

      {outcome?.kind === 'problems' ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('order.incorrectSelections')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: '1.25rem' }}>
            {outcome.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {outcome?.kind === 'added' ? (
        <Alert
          severity="success"
          role="status"
          action={
            <Button component={RouterLink} to={paths.cart} color="inherit" size="small">
              {t('order.viewCart')}
            </Button>
          }
        >
          {outcome.message}
        </Alert>
      ) : null}

      {buyer.kind === 'salesperson' && cart.owner === null ? (
        // The customer is picked in the cart (SPEC 2): until then there is no cart to add to.
        <Stack spacing={1}>
          <Alert severity="info">{t('order.pickCustomer')}</Alert>
          <Button component={RouterLink} to={paths.cart} variant="outlined">
            {t('order.chooseCustomer')}
          </Button>
        </Stack>
      ) : blocked ? (
        <Stack spacing={1}>
          <Alert severity="warning">{blocked}</Alert>
          <Button variant="contained" size="large" disabled>
            {t('order.addToCart')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1}>
          {cart.owner?.kind === 'salesperson' && cart.record ? (
            <Typography variant="body2" color="text.secondary">
              {t('order.orderingFor', { name: cart.record.customer.name })}
            </Typography>
          ) : null}
          <Button
            variant="contained"
            size="large"
            onClick={add}
            disabled={soldOut || !quantityCheck.ok || (token !== null && profile.isPending) || cart.busy}
          >
            {soldOut ? t('order.soldOut') : t('order.addToCart')}
          </Button>
          {cart.owner === null ? (
            <Typography variant="body2" color="text.secondary">
              {t('order.logInHint')}
            </Typography>
          ) : null}
        </Stack>
      )}
      {signIn !== null ? (
        <Suspense fallback={null}>
          <SignInPrompt open onClose={() => setSignIn(null)} title={t('order.signInTitle')} text={signIn} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
