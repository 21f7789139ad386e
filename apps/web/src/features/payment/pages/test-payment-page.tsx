import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, TEST_CARDS, type TestPaymentAction, testCardNumber } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { translateMessage } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { NotFound } from '../../site/not-found.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { useDecideTestPayment, useTestPayment } from '../api/payments.ts';
import { useGoTo } from '../components/use-go-to.ts';
import { usePaymentT } from '../i18n.ts';

/**
 * `/payment/test/{token}`: test mode's stand-in for a provider's hosted card page (no provider
 * keys: the demo, ADR 0052). Clearly labelled TEST MODE, it lists the test cards and what each
 * does; Pay and Cancel are decided by the server, which then sends the customer to the result.
 */
export function TestPaymentPage() {
  const t = usePaymentT();
  const lang = useLanguage();
  const token = useParams().token ?? '';
  const goTo = useGoTo();
  const { data: attempt, error, isPending, refetch } = useTestPayment(token);
  const decide = useDecideTestPayment(token);
  const [cardNumber, setCardNumber] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  if (isPending)
    return <CircularProgress aria-label={t('loading')} sx={{ display: 'block', mx: 'auto', my: 8 }} />;
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return <NotFound />;
    return <RetryAlert sx={{ my: 4 }} error={error} onRetry={() => void refetch()} />;
  }

  const send = (action: TestPaymentAction) =>
    decide.mutate(action, {
      onSuccess: ({ redirectUrl }) => goTo(redirectUrl),
      onError: (failure) => {
        const message = isApiError(failure) ? failure.fieldErrors?.cardNumber?.[0] : undefined;
        if (message) setFieldError(message);
        else notify.error(failure);
      },
    });
  const pay = (event: FormEvent) => {
    event.preventDefault();
    const parsed = testCardNumber.safeParse(cardNumber);
    if (!parsed.success) {
      setFieldError(translateMessage(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setFieldError(null);
    send({ action: 'pay', cardNumber: parsed.data });
  };
  const amount = formatMoney(attempt.amount, attempt.currency, lang);

  return (
    <Box component="section" aria-labelledby="test-payment-title" sx={{ py: { xs: 2, md: 5 } }}>
      <PageMeta title={t('test.title')} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto', borderColor: 'warning.main', borderWidth: 2 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <ScienceOutlined color="warning" aria-hidden="true" />
          <Typography
            id="test-payment-title"
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, flexGrow: 1 }}
          >
            {t('test.title')}
          </Typography>
          <Chip color="warning" label={t('test.badge')} sx={{ fontWeight: 800 }} />
        </Stack>
        <Alert severity="warning" sx={{ my: 2 }}>
          {t('test.noMoney')}
        </Alert>
        <Typography sx={{ fontWeight: 700 }}>
          {t('test.orderLine', { number: attempt.orderNumber })}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 800, mb: 2 }}>
          {amount}
        </Typography>

        {attempt.open ? (
          <>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {t('test.cardsTitle')}
            </Typography>
            <Table size="small" aria-label={t('test.cardsTitle')} sx={{ mb: 3 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('test.card')}</TableCell>
                  <TableCell>{t('test.outcome')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {TEST_CARDS.map((card) => (
                  <TableRow key={card.number}>
                    <TableCell dir="ltr" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                      {card.number}
                    </TableCell>
                    <TableCell>{t(`test.outcomes.${card.outcome}`)}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        aria-label={t('test.useCard', { number: card.number })}
                        onClick={() => {
                          setCardNumber(card.number);
                          setFieldError(null);
                        }}
                      >
                        {t('test.use')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box component="form" noValidate onSubmit={pay} aria-label={t('test.title')}>
              <TextField
                label={t('test.cardNumber')}
                value={cardNumber}
                onChange={(event) => setCardNumber(event.target.value)}
                error={Boolean(fieldError)}
                helperText={fieldError ?? ' '}
                fullWidth
                required
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
                <Button type="submit" variant="contained" disabled={decide.isPending}>
                  {t('test.pay', { amount })}
                </Button>
                <Button
                  color="inherit"
                  disabled={decide.isPending}
                  onClick={() => send({ action: 'cancel' })}
                >
                  {t('test.cancel')}
                </Button>
              </Stack>
            </Box>
          </>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('test.decided')}</Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to={`/${attempt.status === 'authorized' || attempt.status === 'captured' ? 'success' : 'failure'}/${token}`}
            >
              {t('test.seeResult')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
