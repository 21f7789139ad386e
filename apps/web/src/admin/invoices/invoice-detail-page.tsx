import { zodResolver } from '@hookform/resolvers/zod';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatInvoiceDate,
  type InvoiceRecord,
  idParams,
  type UpdateInvoiceInput,
  updateInvoiceInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { InvoiceSheet, invoicePrintStyles } from '../../back-office/invoices/invoice-document.tsx';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { FormAlert, placeServerErrors, RegisteredTextField } from '../../back-office/kit/fields.tsx';
import { formatDateTime } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { loadGate } from '../../back-office/kit/query-state.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { messageOf } from '../../lib/server-errors.ts';
import { downloadInvoicePdf, invoiceDetailQuery, usePrintInvoice, useUpdateInvoice } from './api.ts';
import { useInvoicesAdminT } from './i18n.ts';
import { InvoiceDateField } from './invoice-date-field.tsx';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

const formValues = (invoice: InvoiceRecord): UpdateInvoiceInput => ({
  invoiceDate: formatInvoiceDate(invoice.invoiceDate),
  note: invoice.note ?? '',
  address: invoice.address,
  bankAccountName: invoice.bankAccountName ?? '',
  bankAccountNumber: invoice.bankAccountNumber ?? '',
  bankSortCode: invoice.bankSortCode ?? '',
});

/** What may change while the invoice is a draft (SPEC 4): its date, address, note and bank details. */
function EditCard({ invoice }: { invoice: InvoiceRecord }) {
  const t = useInvoicesAdminT();
  const update = useUpdateInvoice(invoice.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<UpdateInvoiceInput>({
    // The API parses the typed date itself: the form sends what was typed, not the parsed day.
    resolver: zodResolver(updateInvoiceInput, undefined, { raw: true }),
    defaultValues: formValues(invoice),
  });
  const { errors } = form.formState;
  const fields = [
    'invoiceDate',
    'note',
    'address',
    'bankAccountName',
    'bankAccountNumber',
    'bankSortCode',
  ] as const;
  const save = form.handleSubmit((body) => {
    setRefusal(null);
    update.mutate(body, {
      onSuccess: (result) => {
        notify.success(result.message ?? t('detail.save'));
        form.reset(formValues(result.data));
      },
      onError: (error) => {
        if (!placeServerErrors(error, form.setError, fields)) setRefusal(messageOf(error));
      },
    });
  });
  return (
    <DetailCard title={t('detail.edit')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('detail.editIntro')}
      </Typography>
      <FormAlert message={refusal} onClose={() => setRefusal(null)} />
      <Box component="form" noValidate onSubmit={save} aria-label={t('detail.edit')}>
        <Stack spacing={2}>
          <InvoiceDateField form={form} name="invoiceDate" error={errors.invoiceDate?.message} />
          <RegisteredTextField<UpdateInvoiceInput>
            name="address"
            register={form.register}
            error={errors.address?.message}
            label={t('detail.address')}
            multiline
            minRows={4}
            required
            // An English address in an Arabic screen (and the reverse) reads as written.
            slotProps={{ htmlInput: { dir: 'auto' } }}
          />
          <RegisteredTextField<UpdateInvoiceInput>
            name="note"
            register={form.register}
            error={errors.note?.message}
            label={t('create.note')}
            multiline
            minRows={2}
          />
          <RegisteredTextField<UpdateInvoiceInput>
            name="bankAccountName"
            register={form.register}
            error={errors.bankAccountName?.message}
            label={t('detail.bankAccountName')}
          />
          <RegisteredTextField<UpdateInvoiceInput>
            name="bankAccountNumber"
            register={form.register}
            error={errors.bankAccountNumber?.message}
            label={t('detail.bankAccountNumber')}
            ltr
          />
          <RegisteredTextField<UpdateInvoiceInput>
            name="bankSortCode"
            register={form.register}
            error={errors.bankSortCode?.message}
            label={t('detail.bankSortCode')}
            ltr
          />
          <Box>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {t('detail.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </DetailCard>
  );
}

function InvoiceScreen({ invoice }: { invoice: InvoiceRecord }) {
  const t = useInvoicesAdminT();
  const lang = useLanguage();
  const print = usePrintInvoice(invoice.id);
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const printed = invoice.status === 'printed';

  const commitAndPrint = () => {
    setRefusal(null);
    print.mutate(undefined, {
      onSuccess: (result) => {
        notify.success(result.message ?? t('detail.print'));
        setAsking(false);
        // The committed document is on screen once React has rendered it.
        setTimeout(() => window.print(), 0);
      },
      onError: (error) => setRefusal(messageOf(error)),
    });
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      notify.error(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box component="article" aria-labelledby="invoice-title">
      {invoicePrintStyles}
      <PageHeader
        id="invoice-title"
        title={t('detail.title', { number: invoice.invoiceNumber })}
        back={{ to: paths.admin.to('invoices'), label: t('detail.back') }}
        subtitle={
          printed && invoice.printedAt
            ? t('detail.printedOn', { date: formatDateTime(invoice.printedAt, lang) })
            : t('detail.createdOn', { date: formatDateTime(invoice.createdAt, lang) })
        }
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<PrintOutlined />}
              onClick={() => (printed ? window.print() : setAsking(true))}
            >
              {printed ? t('detail.printAgain') : t('detail.print')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadOutlined />}
              onClick={() => void download()}
              disabled={downloading}
            >
              {t('detail.pdf')}
            </Button>
          </Stack>
        }
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mt: -2, mb: 3 }}
      >
        <InvoiceStatusChip status={invoice.status} />
        <Link component={RouterLink} to={paths.admin.to(`order/${invoice.orderId}`)}>
          {t('detail.order', { number: invoice.orderNumber })}
        </Link>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: printed ? 12 : 8 }}>
          <Typography
            id="invoice-document-title"
            component="h2"
            variant="h6"
            sx={{ fontSize: '1.05rem', mb: 1.5 }}
            className="no-print"
          >
            {t('detail.document')}
          </Typography>
          <InvoiceSheet invoice={invoice} labelledBy="invoice-document-title" />
        </Grid>
        <Grid size={{ xs: 12, lg: printed ? 12 : 4 }}>
          {printed ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('detail.committed')}
            </Alert>
          ) : (
            <EditCard key={invoice.updatedAt} invoice={invoice} />
          )}
        </Grid>
      </Grid>
      <ConfirmDialog
        open={asking}
        title={t('detail.printTitle', { number: invoice.invoiceNumber })}
        description={t('detail.printText')}
        confirmLabel={t('detail.printConfirm')}
        pending={print.isPending}
        onConfirm={commitAndPrint}
        onClose={() => setAsking(false)}
      >
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </Box>
  );
}

/** /admin-panel/secure/invoices/:id (SPEC 2 `invoices/{id}`): the invoice, its print and its PDF. */
export function InvoiceDetailPage() {
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...invoiceDetailQuery(id), enabled: parsed.success });
  const home = paths.admin.to('invoices');
  if (!parsed.success) return <NotFound homeHref={home} />;
  const gate = loadGate(query, home);
  return gate.ready ? <InvoiceScreen invoice={gate.data} /> : gate.screen;
}
