import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CheckoutQuote, formatMoney } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/language.ts';
import { AddressDialog } from '../../account/public-ui.ts';
import { addressLines } from '../../orders/address.ts';
import { problemText } from '../../orders/problem-text.ts';
import { CART_QUERIES, type ReadyBuyer } from '../api.ts';
import { useCheckoutT } from '../i18n.ts';
import { type useApplyChoice, useApplyCoupon, useRemoveCoupon } from '../use-checkout.ts';
import { CheckoutSection } from './section.tsx';

type Apply = ReturnType<typeof useApplyChoice>;

const optionSx = {
  alignItems: 'flex-start',
  m: 0,
  py: 1,
  px: 1,
  borderRadius: 1,
  '&:hover': { bgcolor: 'action.hover' },
  '& .MuiRadio-root': { mt: -0.5 },
} as const;

/**
 * The delivery address: the buyer's addresses from the quote, the default preselected (and
 * applied, so the quote and the order use it); a customer may add one here.
 */
export function AddressChoice({
  buyer,
  quote,
  apply,
}: {
  buyer: ReadyBuyer;
  quote: CheckoutQuote;
  apply: Apply;
}) {
  const t = useCheckoutT();
  const [adding, setAdding] = useState(false);
  const queryClient = useQueryClient();
  const fallback = quote.addresses.find((a) => a.isDefault) ?? quote.addresses[0];
  const chosen = quote.choices.addressId ?? fallback?.id ?? null;
  const applied = useRef(false);

  // Nothing chosen yet: the default stands, and the server is told once.
  useEffect(() => {
    if (applied.current || quote.choices.addressId !== null || !fallback) return;
    applied.current = true;
    apply.mutate({ input: { addressId: fallback.id }, silent: true });
  }, [quote.choices.addressId, fallback, apply]);

  const addButton =
    buyer.kind === 'customer' ? (
      <Button size="small" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
        {t('address.add')}
      </Button>
    ) : null;

  return (
    <>
      <CheckoutSection title={t('address.title')} action={addButton}>
        {(headingId) =>
          quote.addresses.length === 0 ? (
            <Typography color="text.secondary">{t('address.none')}</Typography>
          ) : (
            <RadioGroup
              aria-labelledby={headingId}
              value={chosen === null ? '' : String(chosen)}
              onChange={(event) => apply.mutate({ input: { addressId: Number(event.target.value) } })}
            >
              {quote.addresses.map((address) => {
                const [first, ...rest] = addressLines(address);
                return (
                  <FormControlLabel
                    key={address.id}
                    value={String(address.id)}
                    disabled={apply.isPending}
                    control={<Radio />}
                    sx={optionSx}
                    label={
                      <Box>
                        <Typography component="span" fontWeight={600}>
                          {first}
                        </Typography>
                        {address.isDefault ? (
                          <Chip size="small" label={t('address.default')} sx={{ marginInlineStart: 1 }} />
                        ) : null}
                        <Typography variant="body2" color="text.secondary">
                          {rest.join(', ')}
                        </Typography>
                      </Box>
                    }
                  />
                );
              })}
            </RadioGroup>
          )
        }
      </CheckoutSection>
      {adding ? (
        <AddressDialog
          open
          address={null}
          firstAddress={quote.addresses.length === 0}
          onClose={() => {
            setAdding(false);
            void queryClient.invalidateQueries({ queryKey: CART_QUERIES });
          }}
        />
      ) : null}
    </>
  );
}

/** The delivery methods the address can have (zone and rate, charge, days); none: say so. */
export function DeliveryChoice({ quote, apply }: { quote: CheckoutQuote; apply: Apply }) {
  const t = useCheckoutT();
  const lang = useLanguage();
  const hasAddress = quote.choices.addressId !== null || quote.addresses.length > 0;
  return (
    <CheckoutSection title={t('delivery.title')}>
      {(headingId) =>
        !hasAddress ? (
          <Typography color="text.secondary">{t('delivery.chooseAddress')}</Typography>
        ) : quote.deliveryOptions.length === 0 ? (
          <Alert severity="warning">{problemText({ code: 'deliveryUnavailable' })}</Alert>
        ) : (
          <RadioGroup
            aria-labelledby={headingId}
            value={quote.choices.rateId === null ? '' : String(quote.choices.rateId)}
            onChange={(event) => apply.mutate({ input: { rateId: Number(event.target.value) } })}
          >
            {quote.deliveryOptions.map((option) => (
              <FormControlLabel
                key={option.rateId}
                value={String(option.rateId)}
                disabled={apply.isPending}
                control={<Radio />}
                sx={optionSx}
                label={
                  <Box>
                    <Typography component="span" fontWeight={600}>
                      {option.zone}: {option.rate}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {option.charge === 0
                        ? t('delivery.free')
                        : formatMoney(option.charge, quote.currency, lang)}
                      {' · '}
                      {t('delivery.days', { min: option.minDays, max: option.maxDays })}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )
      }
    </CheckoutSection>
  );
}

/** The payment methods: logo, name, note, instalments, test mode; an unavailable one says why. */
export function PaymentChoice({ quote, apply }: { quote: CheckoutQuote; apply: Apply }) {
  const t = useCheckoutT();
  return (
    <CheckoutSection title={t('payment.title')}>
      {(headingId) =>
        quote.paymentMethods.length === 0 ? (
          <Typography color="text.secondary">{t('payment.none')}</Typography>
        ) : (
          <RadioGroup
            aria-labelledby={headingId}
            value={quote.choices.paymentMethodId === null ? '' : String(quote.choices.paymentMethodId)}
            onChange={(event) => apply.mutate({ input: { paymentMethodId: Number(event.target.value) } })}
          >
            {quote.paymentMethods.map((method) => (
              <FormControlLabel
                key={method.id}
                value={String(method.id)}
                disabled={apply.isPending || !method.available}
                control={<Radio />}
                sx={optionSx}
                label={
                  <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                    {method.logo ? (
                      <Box
                        component="img"
                        src={method.logo}
                        alt=""
                        sx={{ width: 40, height: 28, objectFit: 'contain', flexShrink: 0 }}
                      />
                    ) : null}
                    <Box>
                      <Stack
                        direction="row"
                        spacing={1}
                        useFlexGap
                        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <Typography component="span" fontWeight={600}>
                          {method.name}
                        </Typography>
                        {method.installment ? (
                          <Chip size="small" color="info" label={t('payment.installment')} />
                        ) : null}
                        {method.testMode ? (
                          <Chip
                            size="small"
                            color="warning"
                            label={t('payment.testMode')}
                            title={t('payment.testModeHint')}
                          />
                        ) : null}
                      </Stack>
                      {method.note ? (
                        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                          {method.note}
                        </Typography>
                      ) : null}
                      {method.testMode ? (
                        <Typography variant="body2" color="warning.main">
                          {t('payment.testModeHint')}
                        </Typography>
                      ) : null}
                      {!method.available && method.problem ? (
                        <Typography variant="body2" color="error">
                          {problemText(method.problem)}
                        </Typography>
                      ) : null}
                    </Box>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )
      }
    </CheckoutSection>
  );
}

/** Apply a coupon code (the server decides if it fits) or remove the one applied. */
export function CouponChoice({ buyer, quote }: { buyer: ReadyBuyer; quote: CheckoutQuote }) {
  const t = useCheckoutT();
  const lang = useLanguage();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const applyCoupon = useApplyCoupon(buyer);
  const removeCoupon = useRemoveCoupon(buyer);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('coupon.required'));
      return;
    }
    setError(null);
    applyCoupon.mutate(trimmed, {
      onSuccess: () => setCode(''),
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <CheckoutSection title={t('coupon.title')}>
      {quote.coupon ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography role="status" sx={{ flex: 1 }}>
            {t('coupon.applied', {
              code: quote.coupon.code,
              discount: formatMoney(quote.coupon.discount, quote.currency, lang),
            })}
          </Typography>
          <Button color="error" onClick={() => removeCoupon.mutate()} disabled={removeCoupon.isPending}>
            {t('coupon.remove')}
          </Button>
        </Stack>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            id={inputId}
            size="small"
            label={t('coupon.label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? undefined}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 40, dir: 'ltr' } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={applyCoupon.isPending} sx={{ height: 40 }}>
            {applyCoupon.isPending ? t('coupon.applying') : t('coupon.apply')}
          </Button>
        </Box>
      )}
    </CheckoutSection>
  );
}

/** The buyer's note, saved when the field is left or with its button. */
export function NoteChoice({ quote, apply }: { quote: CheckoutQuote; apply: Apply }) {
  const t = useCheckoutT();
  const saved = quote.choices.note ?? '';
  const [note, setNote] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  // The server's copy changed (another tab, a reload): show it unless the buyer is typing.
  if (saved !== lastSaved && note === lastSaved) {
    setLastSaved(saved);
    setNote(saved);
  }
  const save = () => {
    if (note.trim() === lastSaved.trim()) return;
    const text = note.trim();
    setLastSaved(text);
    setNote(text);
    apply.mutate({ input: { note: text || null } });
  };
  return (
    <CheckoutSection title={t('note.title')}>
      <TextField
        multiline
        minRows={3}
        fullWidth
        label={t('note.label')}
        helperText={t('note.hint')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        onBlur={save}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Button sx={{ mt: 1 }} onClick={save} disabled={apply.isPending || note.trim() === lastSaved.trim()}>
        {t('note.save')}
      </Button>
    </CheckoutSection>
  );
}
