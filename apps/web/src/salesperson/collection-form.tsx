import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COLLECTION_METHODS, type CollectionInput, collectionInput, formatMoney } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { fromMinor, toMinor } from '../admin/products/money.ts';
import { notify } from '../components/ui/toast/notify.ts';
import { useReturnsT } from '../features/returns/i18n.ts';
import { translateMessage } from '../i18n/index.ts';
import { useLanguage } from '../i18n/language.ts';
import { messageOf, placeServerErrors } from '../lib/server-errors.ts';
import { collectableOrdersQuery, collectionKeys, recordCollection } from './collections-api.ts';

/** The form's fields: the amount typed in pounds or riyals ("12.50"), the rest as the route takes it. */
type FormValues = Omit<CollectionInput, 'amount'> & { amountText: string };

/** The route's own schema checks the form, the typed amount turned into minor units first. */
const checkWithRouteSchema = zodResolver(collectionInput);
const resolver: Resolver<FormValues, unknown, CollectionInput> = (values, context, options) =>
  checkWithRouteSchema(
    { ...values, amount: toMinor(values.amountText) },
    context,
    options as never,
  ) as unknown as ReturnType<Resolver<FormValues, unknown, CollectionInput>>;

const today = () => new Date().toISOString().slice(0, 10);

/** Records money collected from one of its customers against an order that still owes it. */
export function CollectionForm() {
  const t = useReturnsT();
  const lang = useLanguage();
  const titleId = useId();
  const queryClient = useQueryClient();
  const orders = useQuery(collectableOrdersQuery());
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, CollectionInput>({
    resolver,
    defaultValues: {
      orderId: '',
      amountText: '',
      method: 'cash',
      collectedOn: today(),
      reference: '',
      note: '',
    } as FormValues | undefined,
  });
  const { errors } = form.formState;
  const orderId = Number(useWatch({ control: form.control, name: 'orderId' }) ?? 0);
  const chosen = orders.data?.find((o) => o.orderId === orderId);
  const save = useMutation({ mutationFn: recordCollection });
  const submit = form.handleSubmit((body) => {
    setRefusal(null);
    save.mutate(body, {
      onSuccess: (result) => {
        notify.success(result.message ?? t('collections.status.recorded'));
        form.reset({
          orderId: '',
          amountText: '',
          method: 'cash',
          collectedOn: today(),
          reference: '',
          note: '',
        } as FormValues);
        void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
      },
      onError: (error) => {
        if (
          !placeServerErrors(error, form.setError, ['orderId', 'method', 'collectedOn', 'reference', 'note'])
        )
          setRefusal(messageOf(error));
      },
    });
  });
  const amountError = (errors as Record<string, { message?: string } | undefined>).amount?.message;
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
        sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}
      >
        {t('collections.record')}
      </Typography>
      {orders.isSuccess && orders.data.length === 0 ? (
        <Typography color="text.secondary">{t('collections.noOrders')}</Typography>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          {refusal ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
              {refusal}
            </Alert>
          ) : null}
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <Controller
              control={form.control}
              name="orderId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('collections.order')}
                  required
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value)}
                  error={Boolean(errors.orderId)}
                  helperText={
                    errors.orderId?.message
                      ? translateMessage(errors.orderId.message)
                      : t('collections.chooseOrder')
                  }
                >
                  {(orders.data ?? []).map((o) => (
                    <MenuItem key={o.orderId} value={String(o.orderId)}>
                      {t('collections.owes', {
                        number: o.orderNumber,
                        customer: o.customerName,
                        amount: formatMoney(o.outstanding, o.currency, lang),
                      })}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {chosen && chosen.invoices.length > 0 ? (
              <Controller
                control={form.control}
                name="invoiceId"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('collections.invoice')}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value || null)}
                  >
                    <MenuItem value="">{t('collections.noInvoice')}</MenuItem>
                    {chosen.invoices.map((i) => (
                      <MenuItem key={i.id} value={String(i.id)}>
                        {i.invoiceNumber}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : null}
            <TextField
              label={t('collections.amount')}
              required
              inputMode="decimal"
              error={Boolean(amountError)}
              helperText={
                amountError
                  ? translateMessage(amountError)
                  : chosen
                    ? t('collections.amountHelp', {
                        amount: formatMoney(chosen.outstanding, chosen.currency, lang),
                      })
                    : ' '
              }
              placeholder={chosen ? fromMinor(chosen.outstanding) : undefined}
              {...form.register('amountText')}
            />
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => (
                <TextField
                  select
                  label={t('collections.method')}
                  required
                  value={field.value ?? 'cash'}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {COLLECTION_METHODS.map((m) => (
                    <MenuItem key={m} value={m}>
                      {t(`collections.methods.${m}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              type="date"
              label={t('collections.collectedOn')}
              required
              error={Boolean(errors.collectedOn)}
              helperText={errors.collectedOn?.message ? translateMessage(errors.collectedOn.message) : ' '}
              slotProps={{ inputLabel: { shrink: true } }}
              {...form.register('collectedOn')}
            />
            <TextField
              label={t('collections.reference')}
              error={Boolean(errors.reference)}
              helperText={
                errors.reference?.message
                  ? translateMessage(errors.reference.message)
                  : t('collections.referenceHelp')
              }
              slotProps={{ htmlInput: { maxLength: 120 } }}
              {...form.register('reference')}
            />
            <TextField
              label={t('collections.note')}
              multiline
              minRows={2}
              error={Boolean(errors.note)}
              helperText={errors.note?.message ? translateMessage(errors.note.message) : ' '}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
              {...form.register('note')}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {save.isPending ? t('collections.submitting') : t('collections.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
