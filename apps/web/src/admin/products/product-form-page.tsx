import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminProductRecord,
  idParams,
  type Localized,
  PRODUCT_HTML,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  type ProductCreateInput,
  type ProductStatus,
  type ProductType,
  type ProductUpdateInput,
  pickLocalized,
  productCreateInput,
  productUpdateInput,
  toLatinDigits,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { errorAt, FormAlert, placeServerErrors, RegisteredTextField } from '../../back-office/kit/fields.tsx';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { loadGate } from '../../back-office/kit/query-state.tsx';
import { RichTextField } from '../../back-office/kit/rich-text-field.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { isApiError } from '../../lib/api-client.ts';
import '../../back-office/i18n.ts';
import { ImagePickerField } from '../../back-office/gallery/image-picker-field.tsx';
import { productDetailQuery, useCreateProduct, useDeleteProduct, useUpdateProduct } from './api.ts';
import { type ProductsT, useProductsT } from './i18n.ts';
import { fromMinor, toMinor } from './money.ts';
import { OptionGroupsField } from './option-groups-field.tsx';
import { ProductImages, ProductPoster } from './product-images.tsx';
import { MultiRefPicker, RefPicker } from './ref-picker.tsx';

/** The form as typed: amounts in major units ("12.50"), numbers as the admin wrote them. */
export type ProductFormValues = {
  title: Localized;
  sku: string;
  barcode: string;
  status: ProductStatus | '';
  type: ProductType;
  qty: string;
  weight: string;
  price: string;
  discountPrice: string;
  maxPerProduct: string;
  measureUnitId: number | null;
  brandId: number | null;
  categoryId: number | null;
  menuIds: number[];
  tagIds: number[];
  optionGroupIds: number[];
  description: Localized;
  extensiveDescription: Localized;
  seoTitle: Localized;
  seoDescription: Localized;
  seoImage: string | null;
};

/** Every field the API may name in a 422 (docs/api/admin-products.md), in form order. */
const FIELDS: ReadonlyArray<FieldPath<ProductFormValues>> = [
  'title.en',
  'title.ar',
  'sku',
  'barcode',
  'description.en',
  'description.ar',
  'extensiveDescription.en',
  'extensiveDescription.ar',
  'type',
  'status',
  'qty',
  'weight',
  'price',
  'discountPrice',
  'maxPerProduct',
  'measureUnitId',
  'brandId',
  'categoryId',
  'menuIds',
  'tagIds',
  'optionGroupIds',
  'seoTitle.en',
  'seoTitle.ar',
  'seoDescription.en',
  'seoDescription.ar',
  'seoImage',
];

const emptyText = (): Localized => ({ en: '', ar: '' });
const digits = (text: string) => toLatinDigits(text.trim());
/** Empty optional numbers are left out (weight defaults to 0); others go as typed for the schema. */
const optional = (text: string) => (text.trim() === '' ? undefined : digits(text));

function defaults(product?: AdminProductRecord): ProductFormValues {
  return {
    title: product?.title ?? emptyText(),
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    status: product?.status ?? 'available',
    type: product?.type ?? 'regular',
    qty: product ? String(product.qty) : '',
    weight: product ? String(product.weight) : '',
    price: product ? fromMinor(product.price) : '',
    discountPrice: fromMinor(product?.discountPrice),
    maxPerProduct: product?.maxPerProduct ? String(product.maxPerProduct) : '',
    measureUnitId: product?.measureUnitId ?? null,
    brandId: product?.brandId ?? null,
    categoryId: product?.categoryId ?? null,
    menuIds: product?.menuIds ?? [],
    tagIds: product?.tagIds ?? [],
    optionGroupIds: product?.optionGroupIds ?? [],
    description: product?.description ?? emptyText(),
    extensiveDescription: product?.extensiveDescription ?? emptyText(),
    seoTitle: product?.seoTitle ?? emptyText(),
    seoDescription: product?.seoDescription ?? emptyText(),
    seoImage: product?.seoImage ?? null,
  };
}

/**
 * The request body of the form: money to minor units, empty optional numbers left out. What the
 * form cannot express (poster, tax group) is carried over from the record, as PUT replaces all.
 */
export function toBody(values: ProductFormValues, product?: AdminProductRecord): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: values.title,
    sku: values.sku,
    barcode: values.barcode,
    status: values.status,
    type: values.type,
    weight: optional(values.weight),
    price: toMinor(values.price),
    discountPrice:
      values.type === 'discount'
        ? values.discountPrice.trim()
          ? toMinor(values.discountPrice)
          : null
        : null,
    maxPerProduct: optional(values.maxPerProduct) ?? null,
    measureUnitId: values.measureUnitId,
    brandId: values.brandId,
    categoryId: values.categoryId,
    menuIds: values.menuIds,
    tagIds: values.tagIds,
    optionGroupIds: values.optionGroupIds,
    description: values.description,
    extensiveDescription: values.extensiveDescription,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    seoImage: values.seoImage,
  };
  // With variants the stock is their sum and the API ignores a sent qty (docs/api/admin-products.md).
  if (!product?.hasVariants) body.qty = digits(values.qty);
  if (product) {
    body.posterImage = product.posterImage;
    body.taxGroupId = product.taxGroupId;
  }
  return body;
}

/** Validates the body the form would send with the shared schema, so messages match the API's. */
function productResolver(product?: AdminProductRecord): Resolver<ProductFormValues> {
  const schema = product ? productUpdateInput : productCreateInput;
  const resolve = zodResolver(schema as typeof productCreateInput) as unknown as Resolver<
    Record<string, unknown>
  >;
  return async (values, context, options) => {
    const result = await resolve(toBody(values, product), context, options as never);
    // The values handed to onSubmit stay the form's; the body is built again when sending.
    return Object.keys(result.errors).length ? (result as never) : { values, errors: {} };
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

function refusal(error: unknown, placed: boolean, t: ProductsT): string | null {
  if (placed) return null;
  if (isApiError(error) && error.fieldErrors) {
    const first = Object.values(error.fieldErrors)[0]?.[0];
    return first ? `${t('form.fixErrors')} ${translateMessage(first)}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

function ProductForm({ product }: { product?: AdminProductRecord }) {
  const t = useProductsT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const currency = useDeployment().currency.name;
  const editing = product !== undefined;
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const [serverError, setServerError] = useState<string | null>(null);
  const confirm = useConfirmedSubmit<ProductFormValues>();
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<ProductFormValues>({ resolver: productResolver(product), defaultValues: defaults(product) });
  const type = useWatch({ control, name: 'type' });

  const onError = (error: unknown) => {
    confirm.close();
    const placed = placeServerErrors(error, setError, FIELDS);
    setServerError(refusal(error, placed, t));
  };
  const save = () => {
    const values = confirm.values;
    if (!values) return;
    setServerError(null);
    if (product) {
      update.mutate(toBody(values, product) as ProductUpdateInput, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('form.saved'));
          reset(defaults(result.data));
        },
        onError,
      });
    } else {
      create.mutate(toBody(values) as ProductCreateInput, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('form.created'));
          navigate(paths.admin.to(`product/${result.data.id}`), { replace: true });
        },
        onError,
      });
    }
  };

  const err = (path: FieldPath<ProductFormValues>) => errorAt(errors, path);
  const arabic = { dir: 'rtl', lang: 'ar' } as const;
  /** A text field of the product; `arabic` for the Arabic half of a bilingual pair. */
  const text = (
    name: FieldPath<ProductFormValues>,
    label: string,
    extra: {
      required?: boolean;
      helperText?: string;
      ltr?: boolean;
      multiline?: boolean;
      inputMode?: 'numeric' | 'decimal';
      arabic?: boolean;
    } = {},
  ) => (
    <RegisteredTextField<ProductFormValues>
      name={name}
      register={register}
      label={label}
      required={extra.required}
      helperText={extra.helperText}
      ltr={extra.ltr}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      autoComplete="off"
      error={err(name)}
      slotProps={
        extra.arabic
          ? { htmlInput: arabic }
          : extra.inputMode
            ? { htmlInput: { inputMode: extra.inputMode } }
            : undefined
      }
    />
  );
  /** A picker of one referenced record (its error comes from the form). */
  const refField = (
    name: 'measureUnitId' | 'brandId' | 'categoryId',
    picker: Omit<ComponentProps<typeof RefPicker>, 'value' | 'onChange' | 'error'>,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RefPicker {...picker} value={field.value} onChange={field.onChange} error={err(name)} />
      )}
    />
  );
  /** A picker of several referenced records, kept in the admin's order. */
  const refsField = (
    name: 'tagIds' | 'menuIds',
    picker: Omit<ComponentProps<typeof MultiRefPicker>, 'value' | 'onChange' | 'error'>,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MultiRefPicker {...picker} value={field.value} onChange={field.onChange} error={err(name)} />
      )}
    />
  );
  const select = <N extends 'status' | 'type'>(
    name: N,
    label: string,
    values: readonly string[],
    prefix: 'status' | 'type',
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={label}
          required
          fullWidth
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(err(name))}
          helperText={err(name) ? translateMessage(err(name)) : undefined}
        >
          {values.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`${prefix}.${v}` as 'status.available')}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const pending = confirm.values;
  const pendingTitle = pending ? pickLocalized(pending.title, lang) : '';

  return (
    <Box>
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Box
        component="form"
        noValidate
        aria-label={editing ? t('form.save') : t('form.addTitle')}
        onSubmit={handleSubmit((values) => {
          setServerError(null);
          confirm.ask(values);
        })}
      >
        <Stack spacing={3}>
          <Section id="product-general" title={t('form.sections.general')}>
            <Box sx={twoColumns}>
              {text('title.en', t('form.titleEn'), { required: true, helperText: t('form.titleHelp') })}
              {text('title.ar', t('form.titleAr'), { required: true, arabic: true })}
              {text('sku', t('form.sku'), { required: true, helperText: t('form.skuHelp'), ltr: true })}
              {text('barcode', t('form.barcode'), { ltr: true })}
            </Box>
          </Section>

          <Section id="product-stock" title={t('form.sections.stock')}>
            <Box sx={twoColumns}>
              {select('type', t('form.type'), PRODUCT_TYPES, 'type')}
              {select('status', t('form.status'), PRODUCT_STATUSES, 'status')}
              {text('price', t('form.price', { currency }), {
                required: true,
                helperText: t('form.priceHelp'),
                ltr: true,
                inputMode: 'decimal',
              })}
              {type === 'discount'
                ? text('discountPrice', t('form.discountPrice', { currency }), {
                    required: true,
                    helperText: t('form.discountHelp'),
                    ltr: true,
                    inputMode: 'decimal',
                  })
                : null}
              {product?.hasVariants ? (
                // Read-only, not disabled: the sum and why it cannot be typed are information, and a
                // disabled field greys both below a readable contrast.
                <TextField
                  label={t('form.qty')}
                  value={product.qty}
                  slotProps={{ htmlInput: { readOnly: true } }}
                  fullWidth
                  helperText={t('form.qtyVariantsHelp', { qty: product.qty })}
                />
              ) : (
                text('qty', t('form.qty'), { required: true, ltr: true, inputMode: 'numeric' })
              )}
              {text('weight', t('form.weight'), { ltr: true, inputMode: 'numeric' })}
              {text('maxPerProduct', t('form.maxPerProduct'), {
                helperText: t('form.maxPerProductHelp'),
                ltr: true,
                inputMode: 'numeric',
              })}
              {refField('measureUnitId', {
                resource: 'measure-units',
                label: t('form.measureUnit'),
                describe: (r, l) =>
                  `${pickLocalized(r.name, l)}${typeof r.code === 'string' ? ` (${r.code})` : ''}`,
              })}
            </Box>
          </Section>

          <Section id="product-catalogue" title={t('form.sections.catalogue')}>
            <Box sx={twoColumns}>
              {refField('brandId', { resource: 'brands', label: t('form.brand') })}
              {refField('categoryId', { resource: 'categories', label: t('form.category') })}
              {refsField('tagIds', {
                resource: 'tags',
                label: t('form.tags'),
                describe: (r, l) =>
                  `${pickLocalized(r.name, l)} · ${t(`tagType.${(r.type as 'regular') ?? 'regular'}`)}`,
              })}
              {refsField('menuIds', {
                resource: 'menus',
                label: t('form.menus'),
                helperText: t('form.menusHelp'),
                accept: (r) => r.itemType === 'products',
              })}
            </Box>
          </Section>

          <Section id="product-options" title={t('form.sections.options')}>
            <Controller
              control={control}
              name="optionGroupIds"
              render={({ field }) => (
                <OptionGroupsField
                  value={field.value}
                  onChange={field.onChange}
                  error={err('optionGroupIds')}
                />
              )}
            />
          </Section>

          <Section id="product-description" title={t('form.sections.description')}>
            <Stack spacing={2.5}>
              <Typography variant="body2" color="text.secondary">
                {t('form.htmlHelp')}
              </Typography>
              {text('description.en', t('form.descriptionEn'), { multiline: true })}
              {text('description.ar', t('form.descriptionAr'), { multiline: true, arabic: true })}
              {/* The short description is shown as plain text (product page, listings); the long one is HTML. */}
              {(['en', 'ar'] as const).map((lang) => (
                <Controller
                  key={lang}
                  control={control}
                  name={`extensiveDescription.${lang}`}
                  render={({ field }) => (
                    <RichTextField
                      name={field.name}
                      label={t(lang === 'en' ? 'form.extensiveEn' : 'form.extensiveAr')}
                      lang={lang}
                      allow={PRODUCT_HTML}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      focusRef={(focus) => field.ref(focus ? { focus } : null)}
                      error={err(field.name)}
                    />
                  )}
                />
              ))}
            </Stack>
          </Section>

          <Section id="product-seo" title={t('form.sections.seo')}>
            <Box sx={twoColumns}>
              {text('seoTitle.en', t('form.seoTitleEn'))}
              {text('seoTitle.ar', t('form.seoTitleAr'), { arabic: true })}
              {text('seoDescription.en', t('form.seoDescriptionEn'), { multiline: true })}
              {text('seoDescription.ar', t('form.seoDescriptionAr'), { multiline: true, arabic: true })}
            </Box>
            <Box sx={{ mt: 2.5 }}>
              <Controller
                control={control}
                name="seoImage"
                render={({ field }) => (
                  <ImagePickerField
                    label={t('form.seoImage')}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    error={err('seoImage') ? translateMessage(err('seoImage')) : undefined}
                  />
                )}
              />
            </Box>
          </Section>

          <Box>
            <Button type="submit" variant="contained" size="large" disabled={saving}>
              {editing ? t('form.save') : t('form.create')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirm.open}
        title={editing ? t('form.saveTitle') : t('form.createTitle')}
        description={
          editing
            ? t('form.saveText', { title: pendingTitle, sku: pending?.sku ?? '' })
            : t('form.createText', {
                title: pendingTitle,
                sku: pending?.sku ?? '',
                status: pending?.status ? t(`status.${pending.status}`) : '',
              })
        }
        confirmLabel={editing ? t('form.save') : t('form.create')}
        pending={saving}
        onConfirm={save}
        onClose={confirm.close}
      />
    </Box>
  );
}

function DeleteProduct({ product }: { product: AdminProductRecord }) {
  const t = useProductsT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const remove = useDeleteProduct();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="product-delete"
      sx={{ p: { xs: 2, md: 3 }, mt: 3, borderColor: 'error.main' }}
    >
      <Typography id="product-delete" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('form.sections.delete')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('form.deleteHelp')}
      </Typography>
      <FormAlert message={refused} onClose={() => setRefused(null)} />
      <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setOpen(true)}>
        {t('list.deleteConfirm')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('list.deleteTitle')}
        description={t('list.deleteText', { title: pickLocalized(product.title, lang), sku: product.sku })}
        confirmLabel={t('list.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(product.id, {
            onSuccess: (result) => {
              setOpen(false);
              notify.success(result.message ?? t('list.deleted'));
              navigate(paths.admin.to('product'), { replace: true });
            },
            onError: (error) => {
              setOpen(false);
              setRefused(error.message);
            },
          })
        }
      />
    </Paper>
  );
}

/** /admin-panel/secure/product/add */
export function AddProductPage() {
  const t = useProductsT();
  return (
    <Box component="section" aria-labelledby="add-product-title">
      <PageHeader
        id="add-product-title"
        title={t('form.addTitle')}
        back={{ to: paths.admin.to('product'), label: t('form.back') }}
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('form.imagesAfterCreate')}
      </Alert>
      <ProductForm />
    </Box>
  );
}

/** /admin-panel/secure/product/:id */
export function EditProductPage() {
  const t = useProductsT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const version = useDeployment().flags.product_attributes_version;
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...productDetailQuery(id), enabled: parsed.success });
  if (!parsed.success) return <NotFound homeHref={paths.admin.to('product')} />;
  const loaded = loadGate(query, paths.admin.to('product'));
  if (!loaded.ready) return loaded.screen;
  const product = loaded.data;
  return (
    <Box component="section" aria-labelledby="edit-product-title">
      <PageHeader
        id="edit-product-title"
        title={pickLocalized(product.title, lang) || ta('pages.product')}
        subtitle={<bdi dir="ltr">{product.sku}</bdi>}
        back={{ to: paths.admin.to('product'), label: t('form.back') }}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.admin.to(`product/variants/${product.id}`)}
              variant="outlined"
              startIcon={<ViewListOutlined />}
            >
              {t('form.variantsLink', { total: product.variantsCount })}
            </Button>
            <Button
              component={RouterLink}
              to={paths.admin.to(`product/attributes/v_${version}/${product.id}`)}
              variant="outlined"
              startIcon={<TuneOutlined />}
            >
              {t('form.attributesLink')}
            </Button>
          </>
        }
      />
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="product-media"
        sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
      >
        <Typography id="product-media" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('form.sections.media')}
        </Typography>
        <Stack spacing={3}>
          <ProductImages product={product} />
          <ProductPoster product={product} />
        </Stack>
      </Paper>
      <ProductForm key={product.id} product={product} />
      <DeleteProduct product={product} />
    </Box>
  );
}
