import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  RETURN_KINDS,
  type ReturnableOrder,
  type ReturnDetail,
  type ReturnRequest,
  type ReturnRequestInput,
  returnLineAmount,
  returnRequestInput,
} from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { translateMessage } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { formatDate } from '../../../lib/dates.ts';
import { messageOf, placeServerErrors } from '../../../lib/server-errors.ts';
import { fileReturn, type ReturnScope, returnableOrderQuery, returnKeys } from '../api.ts';
import { useReturnsT } from '../i18n.ts';

const MARK = '\u2063';

/**
 * A sentence with an order number in it, the number isolated (`<bdi>`): "2026-000002" would
 * otherwise read "000002-2026" inside Arabic text.
 */
function withIsolated(sentence: string, number: string) {
  const [before, after = ''] = sentence.split(MARK);
  return (
    <>
      {before}
      <bdi>{number}</bdi>
      {after}
    </>
  );
}

/**
 * The refund or return request of one order (SPEC 3 "Refund or return": reason, lines and units,
 * note), for the customer, its salesperson or an admin on its behalf. It asks the server what the
 * order allows now (the refund window, the units left per line) and shows the refusal when it
 * allows nothing; the shared schema checks the form as the route does.
 */
export function ReturnForm<T extends ReturnDetail = ReturnDetail>({
  scope,
  orderId,
  onDone,
  onCancel,
}: {
  scope: ReturnScope;
  orderId: number;
  onDone: (filed: T) => void;
  onCancel?: () => void;
}) {
  const t = useReturnsT();
  const returnable = useQuery(returnableOrderQuery(scope, orderId));
  if (returnable.isPending)
    return <Skeleton variant="rounded" height={240} aria-label={t('form.loading')} role="status" />;
  if (returnable.isError)
    return <RetryAlert error={returnable.error} onRetry={() => void returnable.refetch()} />;
  return <ReturnFormBody scope={scope} order={returnable.data} onDone={onDone} onCancel={onCancel} />;
}

function ReturnFormBody<T extends ReturnDetail>({
  scope,
  order,
  onDone,
  onCancel,
}: {
  scope: ReturnScope;
  order: ReturnableOrder;
  onDone: (filed: T) => void;
  onCancel?: (() => void) | undefined;
}) {
  const t = useReturnsT();
  const { t: te } = useTranslation('errors');
  const lang = useLanguage();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ReturnRequestInput, unknown, ReturnRequest>({
    resolver: zodResolver(returnRequestInput),
    defaultValues: {
      orderId: order.orderId,
      kind: 'return',
      reason: '',
      note: '',
      lines: order.lines.map((line) => ({ orderItemId: line.orderItemId, qty: 0 })),
    },
  });
  const { errors } = form.formState;
  const lines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const estimate = order.lines.reduce((sum, line, i) => {
    const qty = Number(lines[i]?.qty ?? 0);
    return Number.isInteger(qty) && qty > 0 && qty <= line.returnable
      ? sum + returnLineAmount(line.lineTotal, line.qty, qty)
      : sum;
  }, 0);
  const file = useMutation({ mutationFn: (body: ReturnRequest) => fileReturn<T>(scope, body) });
  const submit = form.handleSubmit((body) => {
    setRefusal(null);
    file.mutate(body, {
      onSuccess: (result) => {
        notify.success(result.message ?? t('status.init'));
        void queryClient.invalidateQueries({ queryKey: returnKeys.all(scope) });
        onDone(result.data);
      },
      onError: (error) => {
        if (!placeServerErrors(error, form.setError, ['reason', 'note', 'lines']))
          setRefusal(messageOf(error));
      },
    });
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography
        id={titleId}
        component="h2"
        variant="h5"
        sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}
      >
        {withIsolated(t('form.title', { number: MARK }), order.orderNumber)}
      </Typography>
      {!order.allowed && order.refusal ? (
        <Alert severity="warning" role="alert">
          {te(order.refusal)}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('form.intro')}
          </Typography>
          {order.deadline && scope !== 'admin' ? (
            <Typography sx={{ mb: 2 }}>
              {t('form.deadline', { date: formatDate(order.deadline, lang, { dateStyle: 'long' }) })}
            </Typography>
          ) : null}
          {refusal ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
              {refusal}
            </Alert>
          ) : null}
          <Stack spacing={2}>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <Box>
                  <FormLabel id={`${titleId}-kind`}>{t('form.kind')}</FormLabel>
                  <RadioGroup row aria-labelledby={`${titleId}-kind`} {...field}>
                    {RETURN_KINDS.map((kind) => (
                      <FormControlLabel
                        key={kind}
                        value={kind}
                        control={<Radio />}
                        label={t(`kind.${kind}`)}
                      />
                    ))}
                  </RadioGroup>
                </Box>
              )}
            />
            <Box
              component="fieldset"
              sx={{ border: 0, p: 0, m: 0 }}
              aria-describedby={`${titleId}-lines-error`}
            >
              <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                {t('form.lines')}
              </Typography>
              <Stack spacing={1.5}>
                {order.lines.map((line, i) => (
                  <Stack
                    key={line.orderItemId}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={2}
                    sx={{ alignItems: { sm: 'center' } }}
                  >
                    <Box sx={{ flex: 1 }}>
                      <Typography>{line.title}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        <bdi>{line.sku}</bdi>
                        {line.variantLabel ? ` · ${line.variantLabel}` : ''} ·{' '}
                        {formatMoney(line.unitAmount, order.currency, lang)}
                      </Typography>
                    </Box>
                    <TextField
                      type="number"
                      size="small"
                      label={t('form.units')}
                      disabled={line.returnable === 0}
                      helperText={
                        errors.lines?.[i]?.qty?.message
                          ? translateMessage(errors.lines[i]?.qty?.message)
                          : line.returnable === 0
                            ? t('form.nothingLeft')
                            : t('form.upTo', { max: line.returnable, bought: line.qty })
                      }
                      error={Boolean(errors.lines?.[i]?.qty)}
                      slotProps={{
                        htmlInput: {
                          min: 0,
                          max: line.returnable,
                          inputMode: 'numeric',
                          // The visible label is short; the name says which line it counts.
                          'aria-label': t('form.quantity', { item: line.title }),
                        },
                      }}
                      sx={{ width: { sm: 220 } }}
                      {...form.register(`lines.${i}.qty`)}
                    />
                  </Stack>
                ))}
              </Stack>
              {errors.lines?.message || errors.lines?.root?.message ? (
                <Typography
                  id={`${titleId}-lines-error`}
                  role="alert"
                  color="error"
                  variant="body2"
                  sx={{ mt: 1 }}
                >
                  {translateMessage(errors.lines?.message ?? errors.lines?.root?.message)}
                </Typography>
              ) : null}
            </Box>
            <TextField
              label={t('form.reason')}
              required
              multiline
              minRows={2}
              error={Boolean(errors.reason)}
              helperText={
                errors.reason?.message ? translateMessage(errors.reason.message) : t('form.reasonHelp')
              }
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              {...form.register('reason')}
            />
            <TextField
              label={t('form.note')}
              multiline
              minRows={2}
              error={Boolean(errors.note)}
              helperText={errors.note?.message ? translateMessage(errors.note.message) : ' '}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
              {...form.register('note')}
            />
            <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
              {t('form.estimate', { amount: formatMoney(estimate, order.currency, lang) })}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={file.isPending}>
                {file.isPending ? t('form.submitting') : t('form.submit')}
              </Button>
              {onCancel ? (
                <Button onClick={onCancel} disabled={file.isPending}>
                  {t('form.cancel')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
