import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  type LatLngPoint,
  MAX_ZONE_CITIES,
  MAX_ZONE_RATES,
  SHIPPING_AREA_METHODS,
  SHIPPING_RATE_MODES,
  SHIPPING_ZONE_SORTS,
  type ShippingZoneRecord,
  shippingZoneInput,
} from '@shop/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorAt } from '../../back-office/kit/fields.tsx';
import { type FieldSpec, itemPaths, resourceScreens } from '../../back-office/kit/resource-screens.tsx';
import { createdColumn, linkColumn, localized } from '../../back-office/kit/screens.tsx';
import { RecordStatusChip } from '../../back-office/kit/status-chip.tsx';
import { GeoMapField } from '../../components/ui/map/geo-map.tsx';
import { paths } from '../../config/paths.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { translateMessage } from '../../i18n/index.ts';
import { shippingZones } from './api.ts';
import { useShippingZonesT } from './i18n.ts';

/*
 * SPEC 2 shipping-zones, shipping-zones/add, shipping-zones/{id} (ADR 0051): a zone's area
 * (general, or customized by cities and a polygon on the map where the deployment draws one) and
 * its rate bands, validated by the shared schema the API uses (SPEC 5 "Shipping rates").
 */

type Values = z.input<typeof shippingZoneInput>;
type Output = z.output<typeof shippingZoneInput>;
type Form = UseFormReturn<Values, unknown, Output>;

const RATE_FIELDS = [
  'id',
  'name.en',
  'name.ar',
  'minAmount',
  'maxAmount',
  'charge',
  'minDays',
  'maxDays',
] as const;
const THIRD = { xs: 12, sm: 4 } as const;
const emptyRate = () => ({
  name: { en: '', ar: '' },
  minAmount: '',
  maxAmount: '',
  charge: 0,
  minDays: 1,
  maxDays: 3,
});

function useScreenT() {
  const t = useShippingZonesT();
  const { t: ta } = useTranslation('admin');
  const deployment = useDeployment();
  return { t, ta, deployment };
}
type ScreenT = ReturnType<typeof useScreenT>;

/** A list of cities as chips: typed, Enter adds one; each error under the list. */
function CitiesField({
  form,
  name,
  label,
  help,
}: {
  form: Form;
  name: 'includedCities' | 'excludedCities';
  label: string;
  help: string;
}) {
  const { errors } = form.formState;
  const itemError = Array.from({ length: MAX_ZONE_CITIES }, (_, i) => errorAt(errors, `${name}.${i}`)).find(
    Boolean,
  );
  const error = errorAt(errors, name) ?? itemError;
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={[]}
            value={Array.isArray(field.value) ? (field.value as string[]) : []}
            onChange={(_, value) => field.onChange(value.map((v) => v.trim()).filter(Boolean))}
            renderValue={(value, getItemProps) =>
              value.map((city, index) => {
                const { key, ...chip } = getItemProps({ index });
                return <Chip key={key} label={city} size="small" {...chip} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                name={name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={label}
                error={Boolean(error)}
                helperText={error ? translateMessage(error) : help}
              />
            )}
          />
        )}
      />
    </Grid>
  );
}

/** The zone's polygon on the map (ADR 0051), a text list of points beside it. */
function PolygonField({
  form,
  label,
  tileUrl,
  region,
}: {
  form: Form;
  label: string;
  tileUrl: string;
  region: string;
}) {
  const error = errorAt(form.formState.errors, 'polygon') ?? errorAt(form.formState.errors, 'polygon.root');
  return (
    <Grid size={12}>
      <Controller
        control={form.control}
        name="polygon"
        render={({ field }) => (
          <GeoMapField
            mode="polygon"
            label={label}
            points={Array.isArray(field.value) ? (field.value as LatLngPoint[]) : []}
            onChange={(points) => field.onChange(points)}
            tileUrl={tileUrl}
            region={region}
            error={error ? translateMessage(error) : undefined}
          />
        )}
      />
    </Grid>
  );
}

function rateRange(rate: ShippingZoneRecord['rates'][number], openEnded: string) {
  return rate.maxAmount === null ? `${rate.minAmount} ${openEnded}` : `${rate.minAmount}–${rate.maxAmount}`;
}

export const {
  ListPage: ShippingZonesListPage,
  AddPage: AddShippingZonePage,
  EditPage: EditShippingZonePage,
} = resourceScreens({
  segment: 'shipping-zones',
  to: paths.admin.to,
  resource: shippingZones,
  titleIds: { add: 'add-shipping-zone-title', edit: 'shipping-zone-title' },
  useT: useScreenT,
  texts: ({ t, ta }: ScreenT) => ({
    listTitle: ta('pages.shippingZones'),
    addTitle: ta('pages.addShippingZone'),
    editLabel: ta('pages.shippingZone'),
    intro: t('intro'),
    caption: t('caption'),
    empty: t('empty'),
    searchLabel: t('searchLabel'),
    searchHelp: t('searchHelp'),
    back: t('back'),
    create: t('create'),
    deleteText: t('deleteText'),
  }),
  list: {
    filters: ['status', 'areaMethod'],
    sorts: SHIPPING_ZONE_SORTS,
    defaultSort: 'position',
    columns: ({ t }, lang, href) => [
      linkColumn<ShippingZoneRecord>({
        id: 'name',
        label: t('name'),
        href,
        text: (z) => localized(z.name, lang),
      }),
      { id: 'area', label: t('area'), render: (z) => t(`areaMethods.${z.areaMethod}`) },
      {
        id: 'rates',
        label: t('ratesColumn'),
        render: (z) => (
          <bdi>
            {z.rates.map((r) => `${localized(r.name, lang)} (${rateRange(r, t('openEnded'))})`).join(' · ')}
          </bdi>
        ),
      },
      { id: 'tax', label: t('taxRate'), align: 'center', render: (z) => `${z.taxRate} %` },
      { id: 'status', label: t('status'), render: (z) => <RecordStatusChip status={z.status} /> },
      createdColumn(t('created'), lang, 'md'),
    ],
    selects: ({ t }) => [
      {
        name: 'status',
        label: t('status'),
        options: [
          { value: 'active', label: t('statuses.active') },
          { value: 'inactive', label: t('statuses.inactive') },
        ],
      },
      {
        name: 'areaMethod',
        label: t('areaMethod'),
        options: SHIPPING_AREA_METHODS.map((m) => ({ value: m, label: t(`areaMethods.${m}`) })),
      },
    ],
  },
  form: {
    schema: shippingZoneInput,
    valuesOf: (z?: ShippingZoneRecord): Values => ({
      name: { en: z?.name.en ?? '', ar: z?.name.ar ?? '' },
      image: z?.image ?? null,
      areaMethod: z?.areaMethod ?? 'general',
      includedCities: z?.includedCities ?? [],
      excludedCities: z?.excludedCities ?? [],
      polygon: z?.polygon ?? [],
      rateMode: z?.rateMode ?? 'many',
      taxRate: z?.taxRate ?? 0,
      status: z?.status ?? 'active',
      rates: z
        ? z.rates.map((r) => ({
            id: r.id,
            name: { en: r.name.en, ar: r.name.ar },
            minAmount: r.minAmount,
            maxAmount: r.maxAmount ?? '',
            charge: r.charge,
            minDays: r.minDays,
            maxDays: r.maxDays,
          }))
        : [{ ...emptyRate(), minAmount: 0 }],
    }),
    fields: (values) => [
      'name.en',
      'name.ar',
      'image',
      'areaMethod',
      'includedCities',
      'excludedCities',
      'polygon',
      'rateMode',
      'taxRate',
      'status',
      'rates',
      ...itemPaths<Values>('rates', values.rates, RATE_FIELDS),
    ],
    body: ({ t, deployment }, { form }) => {
      const customized = form.watch('areaMethod') === 'customized';
      const single = form.watch('rateMode') === 'single';
      const drawable = deployment.flags.isAdminPolygonDrawable;
      const fields: (FieldSpec<Values> | false)[] = [
        { kind: 'localized', name: 'name', label: [t('nameEn'), t('nameAr')], required: true },
        { kind: 'image', name: 'image', label: t('image'), empty: null },
        { kind: 'status', name: 'status' },
        { kind: 'heading', key: 'area-heading', text: t('areaHeading'), help: t('areaHelp'), divider: true },
        {
          kind: 'select',
          name: 'areaMethod',
          label: t('areaMethod'),
          required: true,
          choices: SHIPPING_AREA_METHODS.map((m) => ({ value: m, label: t(`areaMethods.${m}`) })),
        },
        customized && {
          kind: 'custom',
          key: 'included-cities',
          render: () => (
            <CitiesField
              form={form}
              name="includedCities"
              label={t('includedCities')}
              help={t('includedCitiesHelp')}
            />
          ),
        },
        {
          kind: 'custom',
          key: 'excluded-cities',
          render: () => (
            <CitiesField
              form={form}
              name="excludedCities"
              label={t('excludedCities')}
              help={t('excludedCitiesHelp')}
            />
          ),
        },
        customized &&
          drawable && {
            kind: 'custom',
            key: 'polygon',
            render: () => (
              <PolygonField
                form={form}
                label={t('polygon')}
                tileUrl={deployment.mapTileUrl ?? ''}
                region={deployment.region}
              />
            ),
          },
        { kind: 'heading', key: 'rates-heading', text: t('ratesHeading'), divider: true },
        {
          kind: 'select',
          name: 'rateMode',
          label: t('rateMode'),
          required: true,
          choices: SHIPPING_RATE_MODES.map((m) => ({ value: m, label: t(`rateModes.${m}`) })),
        },
        { kind: 'text', name: 'taxRate', label: t('taxRate'), ltr: true },
        {
          kind: 'repeated',
          name: 'rates',
          legend: t('rates'),
          help: t('ratesHelp'),
          itemLabel: (n) => t('rate', { n }),
          max: single ? 1 : MAX_ZONE_RATES,
          addLabel: t('addRate'),
          empty: emptyRate,
          // SPEC 5: the first and the last rate cannot be removed (the last is the open-ended one);
          // of two, the second can, so that a zone can go back to a single rate (ADR 0051).
          removable: (index, count) => index > 0 && (index < count - 1 || count === 2),
          // Before the open-ended last rate; after a first and only one.
          insertAt: (count) => (count <= 1 ? count : count - 1),
          fields: (index) => [
            {
              kind: 'localized',
              name: `rates.${index}.name`,
              label: [t('rateNameEn'), t('rateNameAr')],
              required: true,
            },
            { kind: 'number', name: `rates.${index}.minAmount`, label: t('minAmount'), min: 0, size: THIRD },
            {
              kind: 'number',
              name: `rates.${index}.maxAmount`,
              label: t('maxAmount'),
              min: 0,
              size: THIRD,
              helperText: t('maxAmountHelp'),
            },
            { kind: 'number', name: `rates.${index}.charge`, label: t('charge'), min: 0, size: THIRD },
            { kind: 'number', name: `rates.${index}.minDays`, label: t('minDays'), min: 0, max: 365 },
            { kind: 'number', name: `rates.${index}.maxDays`, label: t('maxDays'), min: 0, max: 365 },
          ],
        },
      ];
      return fields.filter((f): f is FieldSpec<Values> => f !== false);
    },
  },
  edit: { nameOf: (z) => z.name, subtitle: (z) => <RecordStatusChip status={z.status} /> },
});
