import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Remove from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkOrderQuantity } from '@shop/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { TitleLink } from '../../../components/ui/title-link.tsx';
import { translateMessage } from '../../../i18n/index.ts';
import { catalogueLinks } from '../../catalogue/links.ts';
import { useCartT } from '../i18n.ts';
import { problemText } from '../problem-text.ts';
import type { CartLine } from '../use-cart.ts';

/** Most characters the quantity field takes (as on the product page). */
const QUANTITY_MAX_LENGTH = 9;
const PICTURE = 88;

/** The most this line may have now: its stock and the product's cap per order. */
export const lineMax = (line: CartLine) => Math.max(0, Math.min(line.stock, line.maxPerProduct));

/**
 * One line of the cart: picture, title (to the product), SKU, variant and options, unit price,
 * a quantity stepper that takes digits of any script (checkOrderQuantity, as the product page),
 * the line's total, its problem and a remove button. A quantity is sent when it is stepped, or
 * typed and confirmed (Enter or leaving the field).
 */
export function CartLineItem({
  line,
  money,
  disabled,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  /** Formats minor units; null while the buyer may not see prices. */
  money: ((minor: number) => string) | null;
  disabled: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}) {
  const t = useCartT();
  const qtyId = useId();
  const [typed, setTyped] = useState(String(line.quantity));
  const [touched, setTouched] = useState(false);
  // The server's quantity replaces what was typed once it answers.
  useEffect(() => {
    setTyped(String(line.quantity));
    setTouched(false);
  }, [line.quantity]);

  const max = lineMax(line);
  const check = checkOrderQuantity(typed, max);
  const error = touched && !check.ok ? translateMessage(check.message) : '';
  const hintId = `${qtyId}-hint`;

  const commit = () => {
    setTouched(true);
    if (check.ok && check.value !== line.quantity) onQuantity(line, check.value);
  };
  const step = (delta: 1 | -1) => {
    const next = line.quantity + delta;
    if (next < 1) return;
    setTouched(false);
    onQuantity(line, next);
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        gap: 2,
        p: 1.5,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        borderColor: line.problem ? 'warning.main' : undefined,
      }}
    >
      <Box
        sx={{
          width: PICTURE,
          height: PICTURE,
          flex: `0 0 ${PICTURE}px`,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {line.image ? (
          <Box
            component="img"
            src={line.image}
            alt=""
            loading="lazy"
            width={PICTURE}
            height={PICTURE}
            sx={{ display: 'block', width: PICTURE, height: PICTURE, objectFit: 'cover' }}
          />
        ) : null}
      </Box>

      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2">
          <TitleLink to={catalogueLinks.product(line.slug)}>{line.title}</TitleLink>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('line.sku', { sku: line.variantCode ?? line.sku })}
        </Typography>
        {line.variantLabel ? (
          <Typography variant="body2">{t('line.variant', { value: line.variantLabel })}</Typography>
        ) : null}
        {line.options.length > 0 ? (
          <Box component="ul" sx={{ m: 0, paddingInlineStart: '1.1rem' }}>
            {line.options.map((option) => (
              <Typography component="li" variant="body2" key={`${option.groupId}-${option.choiceId}`}>
                {t('line.option', { group: option.group, choice: option.choice })}
              </Typography>
            ))}
          </Box>
        ) : null}
        {money ? (
          <Typography variant="body2" color="text.secondary">
            {`${t('lines.unitPrice')}: ${money(line.price)}`}
          </Typography>
        ) : null}
        {line.problem ? (
          <Alert severity="warning" sx={{ py: 0 }}>
            {t('line.problem', { reason: problemText(line.problem) })}
          </Alert>
        ) : null}
      </Stack>

      <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            commit();
          }}
        >
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label={t('line.less', { title: line.title })}
              onClick={() => step(-1)}
              disabled={disabled || line.quantity <= 1}
              size="small"
            >
              <Remove fontSize="small" />
            </IconButton>
            <OutlinedInput
              id={qtyId}
              value={typed}
              onChange={(event) => {
                setTouched(false);
                setTyped(event.target.value.slice(0, QUANTITY_MAX_LENGTH));
              }}
              onBlur={commit}
              size="small"
              error={error !== ''}
              slotProps={{
                input: {
                  inputMode: 'numeric',
                  'aria-label': t('line.quantityLabel', { title: line.title }),
                  'aria-describedby': hintId,
                  'aria-invalid': error !== '',
                  style: { textAlign: 'center', width: 56 },
                },
              }}
            />
            <IconButton
              aria-label={t('line.more', { title: line.title })}
              onClick={() => step(1)}
              disabled={disabled || line.quantity >= max}
              size="small"
            >
              <Add fontSize="small" />
            </IconButton>
          </Stack>
        </Box>
        {error ? (
          <Typography id={hintId} role="alert" variant="caption" color="error" sx={{ maxWidth: 220 }}>
            {error}
          </Typography>
        ) : (
          <Typography id={hintId} variant="caption" color="text.secondary">
            {t('line.maxPerOrder', { value: line.maxPerProduct })}
          </Typography>
        )}
        {money ? (
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', marginInlineEnd: 1 }}>
              {t('lines.lineTotal')}
            </Box>
            {money(line.itemTotal)}
          </Typography>
        ) : null}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => onRemove(line)}
          disabled={disabled}
          aria-label={t('line.removeLabel', { title: line.title })}
        >
          {t('line.remove')}
        </Button>
      </Stack>
    </Paper>
  );
}
