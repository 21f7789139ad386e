import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  idParams,
  PRODUCT_STATUSES,
  type ProductStatus,
  pickLocalized,
  toLatinDigits,
  type VariantAttributeRecord,
  type VariantRecord,
  variantInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { RowDeleteDialog, RowDeleteRefusal, useRowDelete } from '../../back-office/kit/row-delete.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { isApiError } from '../../lib/api-client.ts';
import '../../back-office/i18n.ts';
import { StatusChip } from '../../back-office/kit/status-chip.tsx';
import { productVariantsQuery, useDeleteVariant, useSaveVariant, variantAttributesQuery } from './api.ts';
import { useProductsT } from './i18n.ts';
import { fromMinor, toMinor } from './money.ts';
import { productStatusChip } from './status.ts';

type Draft = {
  code: string;
  status: ProductStatus;
  qty: string;
  weight: string;
  price: string;
  /** attribute code → value code ('' = not used). */
  options: Record<string, string>;
};
type Errors = Record<string, string>;

const digits = (text: string) => toLatinDigits(text.trim());

function draftOf(variant: VariantRecord | null, attributes: readonly VariantAttributeRecord[]): Draft {
  const options: Record<string, string> = {};
  for (const a of attributes) options[a.code] = variant?.options[a.code] ?? '';
  return {
    code: variant?.code ?? '',
    status: variant?.status ?? 'available',
    qty: variant ? String(variant.qty) : '',
    weight: variant ? String(variant.weight) : '',
    price: variant ? fromMinor(variant.price) : '',
    options,
  };
}

/** The request body; SPEC 5 "a variant field cannot be empty", so nothing is defaulted here. */
function bodyOf(draft: Draft) {
  return {
    code: draft.code,
    status: draft.status,
    qty: digits(draft.qty),
    weight: digits(draft.weight),
    price: toMinor(draft.price),
    options: Object.fromEntries(Object.entries(draft.options).filter(([, v]) => v !== '')),
  };
}

/** Field errors by the API's names (`code`, `options`, `options.size`…), first message each. */
function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The attributes a product's variants use: every variant of a product has the same ones (the API
 * refuses others), so once one exists only those are offered; before that, every attribute.
 */
function usedAttributes(items: readonly VariantRecord[], all: readonly VariantAttributeRecord[]) {
  const first = items[0];
  if (!first) return all;
  return all.filter((a) => a.code in first.options);
}

function VariantEditor({
  productId,
  variant,
  attributes,
  onDone,
}: {
  productId: number;
  variant: VariantRecord | null;
  attributes: readonly VariantAttributeRecord[];
  onDone: () => void;
}) {
  const t = useProductsT();
  const lang = useLanguage();
  const currency = useDeployment().currency.name;
  const save = useSaveVariant(productId);
  const [draft, setDraft] = useState(() => draftOf(variant, attributes));
  const [errors, setErrors] = useState<Errors>({});
  const [rowError, setRowError] = useState<string | null>(null);
  const label = variant?.code ?? t('variants.newRow');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setRowError(null);
    const body = bodyOf(draft);
    const parsed = variantInput.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { variantId: variant?.id ?? null, input: parsed.data },
      {
        onSuccess: (result) => {
          notify.success(result.message ?? (variant ? t('variants.saved') : t('variants.added')));
          onDone();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
          if (fieldErrors && Object.keys(fieldErrors).length) {
            setErrors(
              Object.fromEntries(
                Object.entries(fieldErrors).map(([key, messages]) => [key, messages[0] ?? '']),
              ),
            );
            setRowError(t('variants.rowErrors'));
          } else setRowError(error.message);
        },
      },
    );
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = (
    name: 'code' | 'qty' | 'weight' | 'price',
    heading: string,
    inputMode?: 'numeric' | 'decimal',
  ) => (
    <TextField
      size="small"
      value={draft[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ? translateMessage(errors[name]) : undefined}
      required
      slotProps={{
        htmlInput: {
          'aria-label': heading,
          dir: 'ltr',
          inputMode,
          // Enter in any input saves the row (the row is not a <form>: forms cannot sit in a table).
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter') submit();
          },
        },
      }}
      sx={{ minWidth: name === 'code' ? '9rem' : '6rem' }}
    />
  );
  const optionErrors = Object.entries(errors).filter(
    ([key]) => key === 'options' || key.startsWith('options.'),
  );
  return (
    <>
      <TableRow selected aria-label={t('variants.edit', { code: label })}>
        <TableCell>{field('code', t('variants.code'))}</TableCell>
        <TableCell>
          <TextField
            select
            size="small"
            value={draft.status}
            onChange={(event) => set({ status: event.target.value as ProductStatus })}
            error={Boolean(errors.status)}
            helperText={errors.status ? translateMessage(errors.status) : undefined}
            slotProps={{ select: { inputProps: { 'aria-label': t('variants.status') } } }}
            sx={{ minWidth: '9rem' }}
          >
            {PRODUCT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </TableCell>
        <TableCell>{field('qty', t('variants.qty'), 'numeric')}</TableCell>
        <TableCell>{field('weight', t('variants.weight'), 'numeric')}</TableCell>
        <TableCell>{field('price', t('variants.price', { currency }), 'decimal')}</TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {attributes.map((a) => {
              const name = pickLocalized(a.name, lang);
              const key = `options.${a.code}`;
              return (
                <TextField
                  key={a.code}
                  select
                  size="small"
                  label={name}
                  value={draft.options[a.code] ?? ''}
                  onChange={(event) => set({ options: { ...draft.options, [a.code]: event.target.value } })}
                  error={Boolean(errors[key] || errors.options)}
                  sx={{ minWidth: '8rem' }}
                >
                  <MenuItem value="">{t('variants.attributeNone')}</MenuItem>
                  {a.values.map((v) => (
                    <MenuItem key={v.code} value={v.code}>
                      {pickLocalized(v.name, lang)}
                    </MenuItem>
                  ))}
                </TextField>
              );
            })}
          </Box>
        </TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" size="small" onClick={() => submit()} disabled={save.isPending}>
              {t('variants.save')}
            </Button>
            <Button size="small" onClick={onDone} disabled={save.isPending}>
              {t('variants.cancel')}
            </Button>
          </Box>
        </TableCell>
      </TableRow>
      {rowError || optionErrors.length ? (
        <TableRow>
          <TableCell colSpan={7}>
            <Alert severity="error" role="alert">
              {rowError ? <Typography component="p">{rowError}</Typography> : null}
              {optionErrors.map(([key, message]) => (
                <Typography component="p" key={key}>
                  {translateMessage(message)}
                </Typography>
              ))}
            </Alert>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

function optionsText(
  variant: VariantRecord,
  attributes: readonly VariantAttributeRecord[],
  lang: 'ar' | 'en',
) {
  return Object.entries(variant.options)
    .map(([code, value]) => {
      const attribute = attributes.find((a) => a.code === code);
      const v = attribute?.values.find((x) => x.code === value);
      return `${attribute ? pickLocalized(attribute.name, lang) : code}: ${v ? pickLocalized(v.name, lang) : value}`;
    })
    .join(', ');
}

/** /admin-panel/secure/product/variants/:id */
export function ProductVariantsPage() {
  const t = useProductsT();
  const lang = useLanguage();
  const currency = useDeployment().currency.name;
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...productVariantsQuery(id), enabled: parsed.success });
  const attributesQuery = useQuery(variantAttributesQuery());
  const removal = useRowDelete<VariantRecord>(useDeleteVariant(id));
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  if (!parsed.success) return <NotFound homeHref={paths.admin.to('product')} />;
  if (query.isPending || attributesQuery.isPending) return <LoadingBlock />;
  const failed = query.error ?? attributesQuery.error;
  if (failed) {
    return (
      <LoadError
        error={failed}
        onRetry={() => {
          void query.refetch();
          void attributesQuery.refetch();
        }}
        homeHref={paths.admin.to('product')}
      />
    );
  }
  const all = attributesQuery.data;
  if (!query.data || !all) return <LoadingBlock />;
  const { product, items } = query.data;
  const attributes = usedAttributes(items, all);
  const title = pickLocalized(product.title, lang);
  const headings = [
    t('variants.code'),
    t('variants.status'),
    t('variants.qty'),
    t('variants.weight'),
    t('variants.price', { currency }),
    t('variants.options'),
    t('variants.actions'),
  ];

  return (
    <Box component="section" aria-labelledby="variants-title">
      <PageHeader
        id="variants-title"
        title={t('variants.title', { title })}
        subtitle={
          product.hasVariants
            ? `${t('variants.intro')} ${t('variants.stockSum', { qty: product.qty })}`
            : t('variants.intro')
        }
        back={{ to: paths.admin.to(`product/${product.id}`), label: t('variants.back') }}
      />
      <RowDeleteRefusal flow={removal} />
      {all.length === 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('variants.noAttributes')}
        </Alert>
      ) : null}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('variants.caption')}>
            <TableHead>
              <TableRow>
                {headings.map((h) => (
                  <TableCell key={h} scope="col" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.length === 0 && editing !== 'new' ? (
                <TableRow>
                  <TableCell colSpan={7} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                    {t('variants.empty')}
                  </TableCell>
                </TableRow>
              ) : null}
              {items.map((variant) =>
                editing === variant.id ? (
                  <VariantEditor
                    key={variant.id}
                    productId={product.id}
                    variant={variant}
                    attributes={attributes}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <TableRow key={variant.id} hover>
                    <TableCell component="th" scope="row">
                      <bdi dir="ltr">{variant.code}</bdi>
                    </TableCell>
                    <TableCell>
                      <StatusChip {...productStatusChip(variant.status, t)} />
                    </TableCell>
                    <TableCell>{variant.qty}</TableCell>
                    <TableCell>{variant.weight}</TableCell>
                    <TableCell>{formatMoney(variant.price, currency, lang)}</TableCell>
                    <TableCell>{optionsText(variant, all, lang)}</TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', gap: 0.5 }}>
                        <IconButton
                          size="small"
                          aria-label={t('variants.edit', { code: variant.code })}
                          disabled={editing !== null}
                          onClick={() => setEditing(variant.id)}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={t('variants.delete', { code: variant.code })}
                          disabled={editing !== null}
                          onClick={() => removal.ask(variant)}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Box>
                    </TableCell>
                  </TableRow>
                ),
              )}
              {editing === 'new' ? (
                <VariantEditor
                  key="new"
                  productId={product.id}
                  variant={null}
                  attributes={attributes}
                  onDone={() => setEditing(null)}
                />
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Button
        sx={{ mt: 2 }}
        variant="contained"
        startIcon={<AddIcon />}
        disabled={editing !== null || all.length === 0}
        onClick={() => setEditing('new')}
      >
        {t('variants.add')}
      </Button>
      <RowDeleteDialog
        flow={removal}
        title={t('variants.deleteTitle')}
        description={(variant) =>
          t('variants.deleteText', { code: variant.code, options: optionsText(variant, all, lang) })
        }
        confirmLabel={t('variants.deleteConfirm')}
        done={t('variants.deleted')}
      />
    </Box>
  );
}
