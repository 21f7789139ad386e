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
import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { translateMessage } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useSalespersonToken, useUserToken } from '../../../lib/auth-tokens.ts';
import type { FromState } from '../../auth/guards.tsx';
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

type Outcome = { kind: 'problems'; problems: string[] } | { kind: 'ready' } | null;

/** Most characters the quantity field takes: more than any stock needs, enough to see a mistake. */
const QUANTITY_MAX_LENGTH = 9;

/**
 * Variant and option choice, quantity and the order button of the product page. The server will
 * check all of it again when the cart arrives (a later issue); here it guides the buyer: SPEC 8's
 * "Incorrect Selections", "Maximum Available Quantity is …" and "This … is Unavailable." messages.
 * The quantity follows the shared rule (checkOrderQuantity): a wrong one says why and shows no
 * total. `onPictureChange` hears which picture the choice so far has (a variant's own), if any.
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
  const salesperson = useSalespersonToken();
  const profile = useCustomerProfile();
  const location = useLocation();
  const qtyId = useId();

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
    else setOutcome({ kind: 'ready' });
  };

  const from: FromState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
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
      {outcome?.kind === 'ready' ? (
        <Alert severity="info" role="status">
          {t('order.ready')}
        </Alert>
      ) : null}

      {!token && salesperson ? (
        // A salesperson sees prices; the cart for a chosen customer comes with the ordering work.
        <Stack spacing={1}>
          <Alert severity="info">{t('order.salespersonSoon')}</Alert>
          <Button component={RouterLink} to={paths.salesperson.customers} variant="outlined">
            {t('order.myCustomers')}
          </Button>
        </Stack>
      ) : !token ? (
        <Stack spacing={1}>
          <Button component={RouterLink} to={paths.login} state={from} variant="contained" size="large">
            {t('order.logIn')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('order.logInHint')}
          </Typography>
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
          <Button
            variant="contained"
            size="large"
            onClick={check}
            disabled={soldOut || !quantityCheck.ok || profile.isPending}
          >
            {soldOut ? t('order.soldOut') : t('order.addToCart')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('order.cartSoon')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
